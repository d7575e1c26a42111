import { useRouter } from '@tanstack/react-router'
import { useCallback, useRef } from 'react'

/**
 * Esc on a record reached from another screen (a customer opened from its transaction) goes
 * back there, as a support agent expects; a record opened from its own list just closes.
 * Returns `back()`, which goes back in history and says true when it did.
 */
export function useBackTarget(detailOpen: boolean): () => boolean {
  const router = useRouter()
  // Whether this list was shown without a record since the screen mounted.
  const sawList = useRef(!detailOpen)
  if (!detailOpen) sawList.current = true
  return useCallback(() => {
    if (sawList.current || !router.history.canGoBack()) return false
    router.history.back()
    return true
  }, [router])
}
