import type { UserRecord } from '@domain/entities/user'
import type { Permission } from '@domain/permissions'
import { isFirstLogin, isPasswordExpired } from '../lib/password-rules'

export type GuardRedirect =
  | { to: '/login'; search: { redirect?: string } }
  | { to: '/password' }
  | { to: '/unauthorized' }

export interface GuardInput {
  user: UserRecord | null
  /** The access value the route requires, if any. */
  permission?: Permission
  pathname: string
  /** Path with search, kept as the return target after sign-in. */
  href: string
  now?: number
}

/**
 * The route guard (SPEC section 6). Signed out: to /login, with the path as return target so
 * pasted deep links survive sign-in, except from /unauthorized which goes to /login plainly.
 * An expired password or a first login forces /password; a missing permission /unauthorized.
 */
export function guardRoute({ user, permission, pathname, href, now = Date.now() }: GuardInput): GuardRedirect | null {
  if (!user?.realName) {
    if (pathname.includes('unauthorized')) return { to: '/login', search: {} }
    return { to: '/login', search: { redirect: href } }
  }
  if (pathname !== '/password' && (isPasswordExpired(user, now) || isFirstLogin(user))) return { to: '/password' }
  if (permission && !user.permissions.includes(permission)) return { to: '/unauthorized' }
  return null
}
