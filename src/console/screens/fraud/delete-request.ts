import { useEffect, useState } from 'react'
import { useScreenRequest } from '../../palette/screen-requests'

/** The screen action the delete command asks of the detail pane that shows a fraud or velocity block. */
export const DELETE_BLOCK = 'fraud.deleteBlock'

/**
 * Whether the delete dialog of the block on view is open: its button or the delete command opens
 * it, and a delete asked for one block never carries over to the next one opened.
 */
export function useDeleteDialog(blockId: number): { open: boolean; show: () => void; close: () => void } {
  const [open, setOpen] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another block closes the dialog
  useEffect(() => setOpen(false), [blockId])
  useScreenRequest(DELETE_BLOCK, () => setOpen(true))
  return { open, show: () => setOpen(true), close: () => setOpen(false) }
}
