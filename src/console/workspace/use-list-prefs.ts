import { useCallback, useEffect, useState } from 'react'
import { useSessionStore } from '../session/session-store'
import { prefsKey, readPrefs, type WorkspacePrefs, writePrefs } from './list-logic'

export type UpdatePrefs = (update: (prefs: WorkspacePrefs) => WorkspacePrefs) => void

/** Per-user preferences of one list, kept in localStorage. */
export function useListPrefs(list: string): [WorkspacePrefs, UpdatePrefs] {
  const user = useSessionStore((state) => state.user?.username ?? 'anonymous')
  const key = prefsKey(user, list)
  const [prefs, setPrefs] = useState(() => readPrefs(globalThis.localStorage, key))
  useEffect(() => setPrefs(readPrefs(globalThis.localStorage, key)), [key])
  const update = useCallback(
    (change: (prefs: WorkspacePrefs) => WorkspacePrefs) =>
      setPrefs((current) => {
        const next = change(current)
        writePrefs(globalThis.localStorage, key, next)
        return next
      }),
    [key],
  )
  return [prefs, update]
}
