import { authCall } from '@domain/calls/auth-routes'
import { callApi } from '../api/client'
import { useSessionStore } from './session-store'
import { type Theme, useUiStore } from './ui-store'

// Apart from ui-store: only the theme command and the profile screen save a choice, and the
// sign-in page loads without them.

/** The user's choice: shown at once, and kept in their profile so every browser they sign in on follows it. */
export async function chooseTheme(theme: Theme): Promise<void> {
  useUiStore.getState().setTheme(theme)
  const user = useSessionStore.getState().user
  if (!user || user.theme === theme) return
  const { realName, email, timezone, locale } = user
  const updated = await callApi(authCall('updateProfile'), { body: { realName, email, timezone, locale, theme } })
  useSessionStore.getState().setUser(updated)
}
