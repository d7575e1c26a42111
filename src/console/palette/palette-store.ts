import { create } from 'zustand'

/** The palette's pages: the root list of every command, or a focused sub-list. */
export const palettePages = ['root', 'language', 'theme'] as const
export type PalettePage = (typeof palettePages)[number]

interface PaletteState {
  isOpen: boolean
  page: PalettePage
  /** Whether the shortcut help overlay is shown. */
  isHelpOpen: boolean
  open: (page?: PalettePage) => void
  close: () => void
  setPage: (page: PalettePage) => void
  openHelp: () => void
  closeHelp: () => void
}

export const usePaletteStore = create<PaletteState>()((set) => ({
  isOpen: false,
  page: 'root',
  isHelpOpen: false,
  open: (page = 'root') => set({ isOpen: true, page, isHelpOpen: false }),
  close: () => set({ isOpen: false, page: 'root' }),
  setPage: (page) => set({ page }),
  openHelp: () => set({ isHelpOpen: true, isOpen: false, page: 'root' }),
  closeHelp: () => set({ isHelpOpen: false }),
}))
