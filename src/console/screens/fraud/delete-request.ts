import { create } from 'zustand'

interface DeleteRequestState {
  /** A delete of the block in focus was asked for, by its command or its button. */
  requested: boolean
  request: () => void
  clear: () => void
}

/** Lets the delete command open the dialog of the detail pane that shows the block. */
export const useDeleteRequest = create<DeleteRequestState>()((set) => ({
  requested: false,
  request: () => set({ requested: true }),
  clear: () => set({ requested: false }),
}))
