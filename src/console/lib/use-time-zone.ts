import { useSessionStore } from '../session/session-store'
import { zoneOrBrowser } from './dates'

/** The zone the signed-in user reads times in: theirs once chosen, else the browser's. */
export function useTimeZone(): string {
  return zoneOrBrowser(useSessionStore((state) => state.user?.timezone))
}
