/** What the confirmation's key handler reads of a key press. */
export interface ConfirmationPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  /** Typed into an input method's composition: its Enter picks a word, never runs anything. */
  isComposing: boolean
  /** In a box of lines, where Enter starts a new line. */
  inTextArea: boolean
  /** On the action's own button, which the user moved to on purpose. */
  onActionButton: boolean
}

/**
 * Whether a confirmation holds Enter back instead of letting it act: in one that cannot be
 * undone, Enter alone neither runs the action from a field nor cancels it from the Cancel it
 * starts on, so a key meant for the list never sends money or a message and the dialog stays to
 * say why. $mod+Enter runs it, as does Enter on its own button; Esc cancels.
 */
export function holdsEnter(press: ConfirmationPress, irreversible: boolean): boolean {
  if (!irreversible || press.key !== 'Enter' || press.isComposing || press.inTextArea || press.onActionButton) return false
  return !(press.ctrlKey || press.metaKey)
}
