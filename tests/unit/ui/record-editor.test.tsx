// @vitest-environment happy-dom
import { FormProblems, formErrorsOf, formFieldOf } from '@console/ui/form-errors'
import { acceptedNumber, escapeStep, formChanged, listOf, numberOrNull, orNull, type RecordEditorState, standingFormErrors, useRecordEditor } from '@console/ui/record-editor'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

interface NameForm {
  name: string
  active: boolean
}

describe('form text conversions', () => {
  it('reads empty text as no value and keeps what was typed otherwise', () => {
    expect(orNull('  ')).toBeNull()
    expect(orNull(' acme ')).toBe('acme')
    expect(numberOrNull('')).toBeNull()
    expect(numberOrNull(' 42 ')).toBe(42)
    // Not a number: sent as is, for the server to answer with a field error.
    expect(numberOrNull('4x')).toBeNaN()
  })

  it("takes a typed number only when the field's schema does", () => {
    const priority = z.number().int().min(0).max(1000)
    expect(acceptedNumber(' 42 ', priority)).toBe(42)
    expect(acceptedNumber('', priority)).toBeUndefined()
    expect(acceptedNumber('4x', priority)).toBeUndefined()
    expect(acceptedNumber('1001', priority)).toBeUndefined()
    expect(acceptedNumber('2.5', priority)).toBeUndefined()
  })

  it('splits a typed list on commas, spaces, semicolons and lines', () => {
    expect(listOf('EUR, USD;BRL\nGBP  ')).toEqual(['EUR', 'USD', 'BRL', 'GBP'])
    expect(listOf(' ')).toEqual([])
  })
})

type EditorOptions = Parameters<typeof useRecordEditor<NameForm, string>>[0]
interface Captured {
  editor?: RecordEditorState<NameForm, string>
}

function Probe({ options, captured }: { options: EditorOptions; captured: Captured }) {
  captured.editor = useRecordEditor(options)
  return null
}

describe('record editor state', () => {
  let root: Root | null = null
  afterEach(() => {
    act(() => root?.unmount())
    root = null
  })

  function mount(options: EditorOptions): Captured {
    const captured: Captured = {}
    root = createRoot(document.createElement('div'))
    act(() =>
      root!.render(
        <QueryClientProvider client={new QueryClient()}>
          <Probe options={options} captured={captured} />
        </QueryClientProvider>,
      ),
    )
    return captured
  }

  it('saves what the binders changed and hands the answer on', async () => {
    const save = vi.fn(async (form: NameForm) => `saved ${form.name} ${form.active}`)
    const onSaved = vi.fn()
    const state = mount({ initial: { name: '', active: false }, fields: ['name'], save, onSaved })
    act(() => state.editor!.text('name').onChange({ target: { value: 'acme' } } as never))
    act(() => state.editor!.check('active').onChange({ target: { checked: true } } as never))
    await act(async () => state.editor!.save.mutate())
    expect(save).toHaveBeenCalledWith({ name: 'acme', active: true })
    expect(onSaved).toHaveBeenCalledWith('saved acme true')
  })

  it('puts a field error beside its field and the rest above the form', async () => {
    const failure = { status: 400, body: { errors: [{ field: 'name', message: 'Name is taken' }, { field: 'group', message: 'No such group' }] } }
    const state = mount({ initial: { name: 'x', active: true }, fields: ['name'], save: () => Promise.reject(failure) })
    await act(async () => {
      await state.editor!.save.mutateAsync().catch(() => undefined)
    })
    // The query client tells observers on its next tick.
    await vi.waitFor(() => expect(state.editor!.text('name').errors).toEqual(['Name is taken']))
    expect(state.editor!.errors.other).toEqual(['No such group'])
  })

  it("drops the server's error about a field once the field is changed, and shows it again for the value it refused", async () => {
    const failure = { status: 400, body: { errors: [{ field: 'name', message: 'Name is taken' }] } }
    const state = mount({ initial: { name: 'acme', active: true }, fields: ['name'], save: () => Promise.reject(failure) })
    await act(async () => {
      await state.editor!.save.mutateAsync().catch(() => undefined)
    })
    await vi.waitFor(() => expect(state.editor!.text('name').errors).toEqual(['Name is taken']))
    act(() => state.editor!.text('name').onChange({ target: { value: 'acme2' } } as never))
    expect(state.editor!.text('name').errors).toBeUndefined()
    act(() => state.editor!.text('name').onChange({ target: { value: 'acme' } } as never))
    expect(state.editor!.text('name').errors).toEqual(['Name is taken'])
  })

  it("checks the form's own problems again as the user types: a field's error goes once its value is valid", async () => {
    const problems = (form: NameForm) => (form.name.length < 3 ? [{ field: 'name', message: 'At least 3 letters' }] : [])
    const save = vi.fn(async () => 'saved')
    const state = mount({ initial: { name: '', active: true }, fields: ['name'], save, problems })
    await act(async () => {
      await state.editor!.save.mutateAsync().catch(() => undefined)
    })
    await vi.waitFor(() => expect(state.editor!.text('name').errors).toEqual(['At least 3 letters']))
    act(() => state.editor!.text('name').onChange({ target: { value: 'ac' } } as never))
    expect(state.editor!.text('name').errors).toEqual(['At least 3 letters'])
    act(() => state.editor!.text('name').onChange({ target: { value: 'acme' } } as never))
    expect(state.editor!.text('name').errors).toBeUndefined()
    expect(save).not.toHaveBeenCalled()
  })

  it('knows whether the form changed, and discards the changes with the errors of the failed save', async () => {
    const failure = { status: 400, body: { errors: [{ field: 'group', message: 'No such group' }] } }
    const state = mount({ initial: { name: 'acme', active: true }, fields: ['name'], save: () => Promise.reject(failure) })
    expect(state.editor!.changed).toBe(false)
    act(() => state.editor!.text('name').onChange({ target: { value: 'acmej' } } as never))
    expect(state.editor!.changed).toBe(true)
    await act(async () => {
      await state.editor!.save.mutateAsync().catch(() => undefined)
    })
    await vi.waitFor(() => expect(state.editor!.errors.other).toEqual(['No such group']))
    act(() => state.editor!.discard())
    await vi.waitFor(() => expect(state.editor!.errors.other).toEqual([]))
    expect(state.editor!.form).toEqual({ name: 'acme', active: true })
    expect(state.editor!.changed).toBe(false)
  })

  it('deletes only when a delete was given', async () => {
    const onRemoved = vi.fn()
    const state = mount({ initial: { name: 'x', active: true }, fields: [], save: async () => 'x', remove: async () => undefined, onRemoved })
    expect(state.editor!.canRemove).toBe(true)
    await act(async () => state.editor!.remove.mutate())
    await vi.waitFor(() => expect(onRemoved).toHaveBeenCalled())
    const without = mount({ initial: { name: 'x', active: true }, fields: [], save: async () => 'x' })
    expect(without.editor!.canRemove).toBe(false)
  })
})

describe('form errors by field', () => {
  it('puts an error of a list item, a map key or a nested part beside the field that holds it', () => {
    const fields = ['currencies', 'settings', 'website', 'customerEmail']
    expect(formFieldOf('currencies.1', fields)).toBe('currencies')
    expect(formFieldOf('settings.mid', fields)).toBe('settings')
    expect(formFieldOf('configuration.settings.website', fields)).toBe('website')
    expect(formFieldOf('group', fields)).toBeNull()
  })

  it('shows a problem found before sending as the server would', () => {
    const errors = formErrorsOf(new FormProblems([{ field: 'currencies.0', message: 'Invalid format' }]), ['currencies'])
    expect(errors.fields).toEqual({ currencies: ['Invalid format'] })
  })
})

describe('errors that still hold', () => {
  const reported = { fields: { name: ['Name is taken'], 'condition.value': ['Too large'], partner: ['Unknown'] }, other: ['Try again'] }

  it('keep a field error while its value is the one sent, for a nested path by its last name, and for a name the form does not hold', () => {
    const sent = { name: 'acme', value: '10' }
    expect(standingFormErrors(reported, sent, { name: 'acme', value: '10' })).toEqual(reported)
    expect(standingFormErrors(reported, sent, { name: 'acme', value: '9' }).fields).toEqual({ name: ['Name is taken'], partner: ['Unknown'] })
    expect(standingFormErrors(reported, sent, { name: 'acme2', value: '10' }).fields).toEqual({ 'condition.value': ['Too large'], partner: ['Unknown'] })
  })

  it("follow the form's own check when it judged itself, only for the fields it reported", () => {
    const recheck = { fields: { name: ['At least 3 letters'], other: ['New problem'] }, other: [] }
    expect(standingFormErrors({ fields: { name: ['Required'] }, other: [] }, {}, {}, recheck)).toEqual({ fields: { name: ['At least 3 letters'] }, other: [] })
    expect(standingFormErrors({ fields: { name: ['Required'] }, other: [] }, {}, {}, { fields: {}, other: [] }).fields).toEqual({})
  })
})

describe('the modes of a record', () => {
  it('Esc leaves the field first, then asks before dropping changes, then leaves edit mode', () => {
    expect(escapeStep({ inField: true, changed: true })).toBe('leaveField')
    expect(escapeStep({ inField: true, changed: false })).toBe('leaveField')
    expect(escapeStep({ inField: false, changed: true })).toBe('askDiscard')
    expect(escapeStep({ inField: false, changed: false })).toBe('leaveEditing')
  })

  it('a form changed is one whose values differ from the record', () => {
    expect(formChanged({ name: 'a', tags: ['x'] }, { name: 'a', tags: ['x'] })).toBe(false)
    expect(formChanged({ name: 'a', tags: ['x', 'y'] }, { name: 'a', tags: ['x'] })).toBe(true)
  })
})
