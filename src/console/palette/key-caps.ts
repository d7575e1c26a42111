/** Whether shortcuts read as on a Mac: `$mod` is ⌘ there and Ctrl elsewhere (as tinykeys decides). */
export function isApplePlatform(): boolean {
  return typeof navigator === 'object' && /Mac|iPod|iPhone|iPad/.test(navigator.platform)
}

const appleNames: Record<string, string> = { $mod: '⌘', Meta: '⌘', Control: '⌃', Alt: '⌥', Shift: '⇧' }
const otherNames: Record<string, string> = { $mod: 'Ctrl', Meta: 'Meta', Control: 'Ctrl', Alt: 'Alt', Shift: 'Shift' }
const keyNames: Record<string, string> = {
  Enter: '↵',
  Escape: 'Esc',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Backspace: '⌫',
  Space: 'Space',
}

/**
 * The key caps of a tinykeys shortcut: one list per press of a sequence.
 * '$mod+k' -> [['Ctrl', 'K']]; 'g d' -> [['G'], ['D']].
 */
export function keyCaps(shortcut: string, apple = isApplePlatform()): string[][] {
  const modifiers = apple ? appleNames : otherNames
  return shortcut
    .trim()
    .split(/\s+/)
    .map((press) => {
      const parts = press.split(/\b\+/)
      const key = parts.pop() ?? ''
      return [...parts.map((mod) => modifiers[mod] ?? mod), keyNames[key] ?? (key.length === 1 ? key.toUpperCase() : key)]
    })
}
