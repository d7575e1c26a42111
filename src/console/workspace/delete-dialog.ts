import { useEffect, useRef } from 'react'
import { type ScreenDialogState, useScreenDialog } from '../palette/screen-dialog'

/**
 * The delete dialog of the block on view, open while the URL says `?dialog=delete`: its button
 * or the delete command opens it, and a delete asked for one block never carries over to the
 * next one opened.
 */
export function useDeleteDialog(blockId: number): ScreenDialogState {
  const dialog = useScreenDialog('delete')
  const shown = useRef(blockId)
  const { open, close } = dialog
  useEffect(() => {
    if (shown.current === blockId) return
    shown.current = blockId
    if (open) close()
  }, [blockId, open, close])
  return dialog
}
