import type { HeldAnswer } from '@domain/entities/approval'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ChangeEvent, useRef, useState } from 'react'
import type { FieldError } from '@domain/errors'
import { heldForApproval, sayHeld } from '../api/approval'
import { type FormErrors, FormProblems, formErrorsOf } from './form-errors'
import type { KeyValueRow } from './key-value'

/** Optional text of a form: empty means no value. */
export function orNull(value: string): string | null {
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/** Optional whole number of a form: empty means no value, anything else is sent as typed for the server to judge. */
export function numberOrNull(value: string): number | null {
  const trimmed = value.trim()
  return trimmed === '' ? null : Number(trimmed)
}

/**
 * A number typed in a field, when the field's schema in the domain takes it; undefined while it
 * does not (empty, not a number yet, out of bounds), for what runs before the form is saved.
 */
export function acceptedNumber(value: string, schema: { safeParse: (input: unknown) => { success: boolean } }): number | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  const number = Number(trimmed)
  return schema.safeParse(number).success ? number : undefined
}

/** A comma, space or line separated list typed in one field. */
export function listOf(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean)
}

/** A form's value under an error's field name: the field itself, else the last name of a deeper path (`condition.value`). */
function fieldValue(form: Readonly<Record<string, unknown>>, field: string): { found: boolean; value?: unknown } {
  if (field in form) return { found: true, value: form[field] }
  const last = field.slice(field.lastIndexOf('.') + 1)
  return last in form ? { found: true, value: form[last] } : { found: false }
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * The errors of a failed save that still hold for the form as it stands: a field changed since
 * it was sent loses the server's errors about it, and where the form judged itself (`recheck`,
 * its own problems), a reported field shows what it says of the current values, nothing once
 * the value is valid. Errors above the form stay until the next save.
 */
export function standingFormErrors(
  reported: FormErrors,
  sent: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
  recheck?: FormErrors,
): FormErrors {
  const fields: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(reported.fields)) {
    if (recheck) {
      if (recheck.fields[field]?.length) fields[field] = recheck.fields[field]
      continue
    }
    const before = fieldValue(sent, field)
    const now = fieldValue(current, field)
    if (!before.found || !now.found || sameValue(before.value, now.value)) fields[field] = messages
  }
  return { fields, other: reported.other }
}

export interface RecordEditorOptions<Form, Saved> {
  initial: Form
  /** Names the server may report errors under; each shows beside its field, the rest above the form. The form's own fields unless told. */
  fields?: readonly string[]
  save: (form: Form) => Promise<Saved>
  /** The form's own problems, found before sending: any stops the save and shows beside its field. */
  problems?: (form: Form) => FieldError[]
  onSaved?: (saved: Saved) => unknown
  /** Deletes the record; without it there is nothing to delete. */
  remove?: () => Promise<unknown>
  onRemoved?: () => unknown
}

/** What Esc does in a record's edit mode: leave the field for the pane, ask before dropping changes, or leave edit mode. */
export type EscapeStep = 'leaveField' | 'askDiscard' | 'leaveEditing'

/** Esc in edit mode: from a field to the pane first; from the pane, a changed form asks before its changes go. */
export function escapeStep({ inField, changed }: { inField: boolean; changed: boolean }): EscapeStep {
  if (inField) return 'leaveField'
  return changed ? 'askDiscard' : 'leaveEditing'
}

/** Whether a form differs from the values it started from. */
export function formChanged(form: object, initial: object): boolean {
  return JSON.stringify(form) !== JSON.stringify(initial)
}

type Key<Form> = keyof Form & string
/** The fields of a form that hold key and value rows. */
type RowsKey<Form> = { [K in Key<Form>]: Form[K] extends KeyValueRow[] ? K : never }[Key<Form>]

/**
 * The state of a record's form: its values, the save and delete calls, their errors by field,
 * and binders that give a field its value, change handler and errors in one spread.
 */
export function useRecordEditor<Form extends object, Saved>(options: RecordEditorOptions<Form, Saved>) {
  const [form, setForm] = useState(options.initial)
  const set = <K extends Key<Form>>(field: K, value: Form[K]) => setForm((current) => ({ ...current, [field]: value }))
  // The values of the last save, so an error about a field goes once the field is changed.
  const sent = useRef(options.initial)

  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: async () => {
      sent.current = form
      const problems = options.problems?.(form) ?? []
      if (problems.length) throw new FormProblems(problems)
      return options.save(form)
    },
    // A save the space's approval policy held changed nothing yet: the form shows the record as it is.
    onSuccess: (saved) => (heldForApproval(saved) ? held(saved) : options.onSaved?.(saved)),
  })
  const remove = useMutation({
    mutationFn: () => (options.remove ? options.remove() : Promise.resolve()),
    onSuccess: (removed) => (heldForApproval(removed) ? sayHeld(removed, queryClient) : options.onRemoved?.()),
  })
  const held = (answer: HeldAnswer) => {
    sayHeld(answer, queryClient)
    setForm(options.initial)
  }
  const fields = options.fields ?? Object.keys(options.initial)
  const reported = formErrorsOf(save.error ?? remove.error, fields)
  const recheck = save.error instanceof FormProblems && options.problems ? formErrorsOf(new FormProblems(options.problems(form)), fields) : undefined
  const errors: FormErrors = standingFormErrors(reported, sent.current as Record<string, unknown>, form as Record<string, unknown>, recheck)
  const changed = formChanged(form, options.initial)

  return {
    form,
    set,
    setForm,
    save,
    remove,
    canRemove: options.remove !== undefined,
    errors,
    /** The form differs from the record it shows. */
    changed,
    /** Back to the record's values, without the errors of a save that failed. */
    discard: () => {
      setForm(options.initial)
      save.reset()
    },
    /** A text input or select bound to a string field. */
    text: <K extends Key<Form>>(field: K) => ({
      value: String(form[field] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(field, event.target.value as Form[K]),
      errors: errors.fields[field],
    }),
    /** A control that hands over the value it picked (a combobox) bound to a string field. */
    pick: <K extends Key<Form>>(field: K) => ({
      value: String(form[field] ?? ''),
      onChange: (value: string) => set(field, value as Form[K]),
      errors: errors.fields[field],
    }),
    /** Key and value rows (KeyValueRows) bound to a field holding them. */
    rows: <K extends RowsKey<Form>>(field: K) => ({
      rows: form[field] as KeyValueRow[],
      onChange: (next: KeyValueRow[]) => set(field, next as Form[K]),
      errors: errors.fields[field],
    }),
    /** A checkbox bound to a boolean field. */
    check: <K extends Key<Form>>(field: K) => ({
      checked: Boolean(form[field]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.checked as Form[K]),
      errors: errors.fields[field],
    }),
  }
}

export type RecordEditorState<Form extends object = object, Saved = unknown> = ReturnType<typeof useRecordEditor<Form, Saved>>
