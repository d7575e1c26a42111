/** `use-sync-external-store/shim` for libraries that still import it: React 19 has the hook itself. */
export { useSyncExternalStore } from 'react'
