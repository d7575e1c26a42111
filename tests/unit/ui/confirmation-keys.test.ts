import { type ConfirmationPress, holdsEnter } from '@console/ui/confirmation-keys'
import { describe, expect, it } from 'vitest'

const press = (key: string, given: Partial<ConfirmationPress> = {}): ConfirmationPress => ({ key, ctrlKey: false, metaKey: false, isComposing: false, inTextArea: false, onActionButton: false, ...given })

describe('Enter in a confirmation', () => {
  it('runs an action that can be undone, from its button or a field', () => {
    expect(holdsEnter(press('Enter'), false)).toBe(false)
  })

  it('is held back in one that cannot be undone: neither run nor cancel', () => {
    expect(holdsEnter(press('Enter'), true)).toBe(true)
  })

  it('runs one that cannot be undone with Ctrl or ⌘, or with Enter on its own button', () => {
    expect(holdsEnter(press('Enter', { ctrlKey: true }), true)).toBe(false)
    expect(holdsEnter(press('Enter', { metaKey: true }), true)).toBe(false)
    expect(holdsEnter(press('Enter', { onActionButton: true }), true)).toBe(false)
  })

  it('still starts a new line in a box of lines and picks a word of an input method', () => {
    expect(holdsEnter(press('Enter', { inTextArea: true }), true)).toBe(false)
    expect(holdsEnter(press('Enter', { isComposing: true }), true)).toBe(false)
  })

  it('leaves every other key alone', () => {
    expect(holdsEnter(press('Escape'), true)).toBe(false)
    expect(holdsEnter(press(' '), true)).toBe(false)
    expect(holdsEnter(press('Tab'), true)).toBe(false)
  })
})
