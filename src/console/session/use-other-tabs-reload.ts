import { useEffect } from 'react'
import { EXPIRE_AT_STORAGE_KEY, useSessionStore } from './session-store'

/** Another tab signed in, refreshed or signed out (a different stored expiry): this tab's token is stale, start again. */
export function useOtherTabsReload(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== EXPIRE_AT_STORAGE_KEY) return
      const mine = useSessionStore.getState().expireAt
      if (event.newValue !== (mine === null ? null : String(mine))) window.location.reload()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
}
