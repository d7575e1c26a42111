import { DEFAULT_THEME, type ThemeChoice, themeChoices } from '@domain/constants'
import { create } from 'zustand'
import { useSessionStore } from './session-store'

export type Theme = ThemeChoice

// The last choice on this browser: it paints the first frame before the user's profile arrives.
const THEME_KEY = 'theme'

const isTheme = (value: unknown): value is Theme => themeChoices.includes(value as Theme)

function storedTheme(): Theme {
  const value = globalThis.localStorage?.getItem(THEME_KEY)
  return isTheme(value) ? value : DEFAULT_THEME
}

const systemDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)')

/** Dark puts the `dark` class on <html>; `system` does when the operating system is set to dark. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && systemDark()?.matches === true)
  document.documentElement.classList.toggle('dark', dark)
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

/**
 * Applies the stored theme at once, then keeps the page in step: with `system`, when the
 * operating system's setting changes; at sign-in and on every load, with the user's profile.
 */
export function startTheme(): void {
  applyTheme(useUiStore.getState().theme)
  systemDark()?.addEventListener('change', () => applyTheme(useUiStore.getState().theme))
  useSessionStore.subscribe((state, previous) => {
    const chosen = state.user?.theme
    if (chosen && chosen !== previous.user?.theme && chosen !== useUiStore.getState().theme) useUiStore.getState().setTheme(chosen)
  })
}
