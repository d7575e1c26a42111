import { PROGRESS_BAR_HEIGHT } from '@domain/constants'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useRequestStore } from '../../session/request-store'

/**
 * The top progress bar, while a navigation waits (the router's pending state: a screen's code or
 * data, or the network, offline) or calls are in flight. It shows once the wait passes the router's
 * pending time, so a quick one never flashes it.
 */
export function ProgressBar() {
  const pendingMs = useRouter().options.defaultPendingMs
  const navigating = useRouterState({ select: (state) => state.isLoading })
  const calling = useRequestStore((state) => state.pending > 0)
  if (!navigating && !calling) return null
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 overflow-hidden transition-opacity starting:opacity-0"
      style={{ height: PROGRESS_BAR_HEIGHT, transitionDelay: `${pendingMs}ms` }}
      data-testid="progress-bar"
      aria-hidden="true"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand" />
    </div>
  )
}
