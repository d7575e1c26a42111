/**
 * What the list workspace on screen offers the registry's commands: the keys of the list go
 * through commands (`j`, `/`, `x`...), which find the workspace in focus and call it.
 */
export interface WorkspaceController {
  focusFilter: () => void
  move: (delta: number) => void
  /** Whether Enter opens a row now (not while a button or link of the page has focus). */
  canOpen: () => boolean
  open: () => void
  /** Whether Esc has something to clear (a selection) or close (a record). */
  canGoBack: () => boolean
  /** Esc: clears the selection first, then closes the record. */
  back: () => void
  /** `[` and `]`: the previous or next record, opened. */
  step: (delta: number) => void
  /** `x`: the row under the cursor (the first row while the cursor was never moved). */
  toggleSelect: () => void
  /** Shift+j / Shift+k: moves the cursor and extends the selection to it. */
  extend: (delta: number) => void
  /** Shift+x: every loaded row, or none when all are selected. */
  selectAll: () => void
  /** Whether the user may make a record of the list's kind here, and making one. */
  canCreate: () => boolean
  create: () => void
  /** Whether a filter narrows the list, which clearing shows whole again. */
  canClearFilter: () => boolean
  clearFilter: () => void
  saveView: () => void
  exportAs: (format: 'csv' | 'json') => void
  canExport: boolean
}
