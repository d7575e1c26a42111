import { authCall } from '@domain/calls/auth-routes'
import { callApi, isApiCallError, isMockMode } from '../api/client'
import { useSessionStore } from './session-store'

/**
 * Start-up renewal: with a stored session token, GET renew and take its answer as the current
 * user. A session that ended while the console was closed is refreshed first. Any failure is
 * logged and the console starts signed out.
 */
export async function renewOnStartUp(): Promise<void> {
  const session = useSessionStore.getState()
  if (!session.token && !isMockMode()) return
  if (session.refreshToken && session.expireAt && Date.now() > session.expireAt) {
    await session.refresh().catch(() => undefined)
  }
  try {
    const user = await callApi(authCall('renew'))
    useSessionStore.getState().setUser(user)
  } catch (error) {
    console.error('renew failed', error)
    if (isApiCallError(error) && error.status === 401) useSessionStore.getState().clear()
  }
}
