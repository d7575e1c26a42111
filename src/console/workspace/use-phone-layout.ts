import { useSyncExternalStore } from 'react'

/** Below Tailwind's `md`, where the menu is a drawer and an open record replaces its list. */
const phoneWidth = '(max-width: 767.98px)'

const media = () => globalThis.matchMedia?.(phoneWidth)

function subscribe(change: () => void): () => void {
  const query = media()
  query?.addEventListener('change', change)
  return () => query?.removeEventListener('change', change)
}

/** Whether the screen is a phone's: lists show their rows as cards there. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches === true)
}
