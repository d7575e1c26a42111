/** The screen action the delete command asks of the detail pane that shows a fraud or velocity block. */
export const DELETE_BLOCK = 'fraud.deleteBlock'
