import type { FailedCall } from './error-text'

/**
 * What the console does with a failed call (SPEC section 8), and with a sensitive call that needs
 * the user to prove it is them again (`proveItIsYou`: ask, then send the call again).
 */
export type CatalogueAction = 'toLogin' | 'toPassword' | 'toUnauthorized' | 'proveItIsYou' | 'passOn'

export interface CatalogueInput extends FailedCall {
  /** Public calls (login, reset) answer 401 for bad credentials, not for a missing session. */
  publicCall?: boolean
}

export function catalogueAction(error: CatalogueInput, pathname: string): CatalogueAction {
  if (error.status === 401 && error.body?.errorCode === 'STEP_UP_REQUIRED') return 'proveItIsYou'
  if (error.status === 401 && !error.publicCall && !pathname.startsWith('/login')) return 'toLogin'
  if (error.status === 403) return error.body?.errorCode === 'PASSWORD_EXPIRED' ? 'toPassword' : 'toUnauthorized'
  return 'passOn'
}
