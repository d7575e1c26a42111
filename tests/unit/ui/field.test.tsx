// @vitest-environment happy-dom
import { SelectField, startingChoice } from '@console/ui/Field'
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ask = { value: '', label: 'Choose a group' }
const option = (value: string) => ({ value, label: value.toUpperCase() })

describe('the choice a required select starts on', () => {
  it('is the suggested choice when it is offered', () => {
    expect(startingChoice([ask, option('retail'), option('travel')], 'travel')).toBe('travel')
  })

  it('is the only choice, whatever was suggested', () => {
    expect(startingChoice([ask, option('retail')], undefined)).toBe('retail')
    expect(startingChoice([ask, option('retail')], 'travel')).toBe('retail')
  })

  it('is none among several choices without a suggestion that is one of them', () => {
    expect(startingChoice([ask, option('retail'), option('travel')], undefined)).toBeUndefined()
    expect(startingChoice([ask, option('retail'), option('travel')], 'direct')).toBeUndefined()
    expect(startingChoice([ask], undefined)).toBeUndefined()
  })
})

interface GroupProps {
  required: boolean
  options: { value: string; label: string }[]
  suggested?: string
  /** The form's value at each render. */
  chosen: string[]
}

/** A select whose chosen value is the form's state, as the record editor keeps it. */
function Group({ chosen, ...props }: GroupProps) {
  const [value, setValue] = useState('')
  chosen.push(value)
  return <SelectField label="Group" value={value} onChange={(event) => setValue(event.target.value)} {...props} />
}

describe('a required select', () => {
  let root: Root | undefined
  afterEach(() => act(() => root?.unmount()))

  function render(props: GroupProps) {
    const host = document.createElement('div')
    document.body.append(host)
    root = createRoot(host)
    act(() => root?.render(<Group {...props} />))
    return { chosen: props.chosen, select: host.querySelector('select')! }
  }

  it("puts the only choice in the form's state", () => {
    const { chosen, select } = render({ required: true, options: [ask, option('retail')], chosen: [] })
    expect(chosen.at(-1)).toBe('retail')
    expect(select.value).toBe('retail')
  })

  it("starts on the suggested choice among several", () => {
    const { chosen } = render({ required: true, options: [ask, option('retail'), option('travel')], suggested: 'travel', chosen: [] })
    expect(chosen.at(-1)).toBe('travel')
  })

  it('chooses once: emptied by the user, it stays empty', () => {
    const { chosen, select } = render({ required: true, options: [ask, option('retail')], chosen: [] })
    act(() => {
      select.value = ''
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(chosen.at(-1)).toBe('')
  })

  it('leaves an optional select empty, where empty is a choice of its own', () => {
    const { chosen } = render({ required: false, options: [ask, option('retail')], chosen: [] })
    expect(chosen.at(-1)).toBe('')
  })
})
