import { useSessionStore } from '../session/session-store'

/** A space's display name from the signed-in user's visibility tree; its key when the tree does not hold it. */
export function useSpaceDisplayName(): (space: string) => string {
  const spaces = useSessionStore((state) => state.user?.visibilityTree.spaces)
  return (space) => spaces?.find((one) => one.name === space)?.displayName || space
}

/** A space as people name it ("Acme Payments"), its key ("acme") on hover. */
export function SpaceName({ space, text }: { space: string | null; text?: (displayName: string) => string }) {
  const displayName = useSpaceDisplayName()
  if (space === null) return <>—</>
  const shown = displayName(space)
  return <span title={space}>{text ? text(shown) : shown}</span>
}
