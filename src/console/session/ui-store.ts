import { DEFAULT_THEME } from '@domain/constants'
import { create } from 'zustand'

export type Theme = 'light' | 'dark'

const THEME_KEY = 'theme'

function storedTheme(): Theme {
  const value = globalThis.localStorage?.getItem(THEME_KEY)
  return value === 'dark' || value === 'light' ? value : (DEFAULT_THEME as Theme)
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
}

interface UiState {
  theme: Theme
  sidebarOpen: boolean
  setTheme: (theme: Theme) => void
  setSidebarOpen: (open: boolean) => void
}

export const useUiStore = create<UiState>()((set) => ({
  theme: storedTheme(),
  sidebarOpen: false,
  setTheme: (theme) => {
    globalThis.localStorage?.setItem(THEME_KEY, theme)
    applyTheme(theme)
    set({ theme })
  },
  setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
}))

/** Light by default; dark puts the `dark` class on <html>. */
export function toggleTheme(): void {
  const { theme, setTheme } = useUiStore.getState()
  setTheme(theme === 'dark' ? 'light' : 'dark')
}
