import { keyCaps } from '@console/palette/key-caps'
import { describe, expect, it } from 'vitest'

describe('key caps', () => {
  it('shows $mod as ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(keyCaps('$mod+k', true)).toEqual([['⌘', 'K']])
    expect(keyCaps('$mod+k', false)).toEqual([['Ctrl', 'K']])
  })

  it('shows a sequence as its presses in order', () => {
    expect(keyCaps('g d', false)).toEqual([['G'], ['D']])
  })

  it('shows symbols and named keys as people read them', () => {
    expect(keyCaps('?', false)).toEqual([['?']])
    expect(keyCaps('$mod+Enter', true)).toEqual([['⌘', '↵']])
    expect(keyCaps('Shift+Escape', false)).toEqual([['Shift', 'Esc']])
  })
})
