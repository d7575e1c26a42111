import { createKeybindingsHandler, type KeyBindingMap } from 'tinykeys'
import { takeKeptKeys } from './kept-keys'

/**
 * A shortcut in tinykeys syntax ('$mod+k', 'g d', '?') and what it does. Several bindings may
 * share a shortcut when they act in different places (`a` on a trust policy config, `a` on a
 * review case): the first that acts takes the press; one that does not act returns false.
 */
export interface KeyBinding {
  shortcut: string
  fire: (event: KeyboardEvent) => unknown
}

export interface KeyDispatcherOptions {
  /** Whether the top of the focus stack lets plain keys through right now. */
  plainKeysAllowed: () => boolean
  /** A sequence ('g d') is dropped when its presses are further apart than this. */
  sequenceTimeout?: number
}

/** Inputs where a key press is not typing, so shortcuts still apply. */
const nonTextInputTypes = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'])

/** Whether a key press on this element is someone typing text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || !('tagName' in target)) return false
  const element = target as HTMLElement
  if (element.isContentEditable || element.closest?.('[contenteditable]:not([contenteditable="false"])')) return true
  switch (element.tagName) {
    case 'TEXTAREA':
    case 'SELECT':
      return true
    case 'INPUT':
      return !nonTextInputTypes.has((element as HTMLInputElement).type)
    default:
      return false
  }
}

/** A key without Ctrl, Meta or Alt: a letter, a symbol, `g` of a sequence. Shift alone stays plain (`?`). */
export function isPlainKey(event: KeyboardEvent): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey
}

/**
 * Symbols such as `?` need Shift on most layouts, and tinykeys refuses a press with a modifier
 * the binding does not name, so a lone symbol is bound with and without Shift.
 */
function tinykeysBindings(shortcut: string): string[] {
  return /^[^\p{L}\p{N}\s+]$/u.test(shortcut) ? [shortcut, `Shift+${shortcut}`] : [shortcut]
}

/** Shifted symbols read from the physical key on layouts where it types another character (Arabic ؟). */
const shiftedSymbolKeys: Record<string, string> = { Slash: '?' }

/**
 * On a non-Latin layout (Arabic) a key reports its own character; the shortcut is read from
 * the physical key then, so `g d` and `?` work whatever the keyboard language.
 */
function latinised(event: KeyboardEvent): KeyboardEvent {
  if (event.key.length !== 1 || /\p{ASCII}/u.test(event.key)) return event
  const key = /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : event.shiftKey ? shiftedSymbolKeys[event.code] : undefined
  if (!key) return event
  return new KeyboardEvent(event.type, {
    key,
    code: event.code,
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
  })
}

/**
 * The one document-level key handler: dispatches registry shortcuts, lets chords such as
 * `$mod+k` through everywhere, and drops plain keys while the user types or while the top of
 * the focus stack (a dialog, the palette) keeps them.
 */
export function createKeyDispatcher(bindings: readonly KeyBinding[], options: KeyDispatcherOptions): (event: KeyboardEvent) => void {
  // tinykeys fires every binding a press completes: `g e` and `e` alike. The press that ends a
  // sequence belongs to the sequence, so its single-key bindings are matched but not fired.
  let matched: { binding: KeyBinding; sequence: boolean }[] = []
  const byShortcut = new Map<string, KeyBinding[]>()
  for (const binding of bindings) {
    for (const shortcut of tinykeysBindings(binding.shortcut)) byShortcut.set(shortcut, [...(byShortcut.get(shortcut) ?? []), binding])
  }
  const map: KeyBindingMap = {}
  for (const [shortcut, sharing] of byShortcut) {
    map[shortcut] = () => {
      for (const binding of sharing) matched.push({ binding, sequence: shortcut.includes(' ') })
    }
  }
  const handle = createKeybindingsHandler(map, { timeout: options.sequenceTimeout ?? 1000 })

  return (event) => {
    // A key a component already handled (cmdk's Enter, a form's own keys) is not ours.
    if (event.defaultPrevented || event.isComposing) return
    if (isPlainKey(event) && (isTypingTarget(event.composedPath?.()[0] ?? event.target) || !options.plainKeysAllowed())) return
    matched = []
    handle(latinised(event))
    const sequences = matched.filter((match) => match.sequence)
    for (const match of sequences.length > 0 ? sequences : matched) if (match.binding.fire(event) !== false) return
  }
}

/**
 * Puts the dispatcher on the document, then runs the keys kept while the console was on its way
 * (kept-keys.ts) as if pressed now. Returns the removal.
 */
export function listenForKeys(dispatch: (event: KeyboardEvent) => void): () => void {
  document.addEventListener('keydown', dispatch)
  for (const event of takeKeptKeys()) dispatch(event)
  return () => document.removeEventListener('keydown', dispatch)
}
