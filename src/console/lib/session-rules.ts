import { SESSION_EXPIRY_MARGIN_SECONDS } from '@domain/constants'

/** When the session ends: the explicit expiry, or now + lifetime - 30 s. */
export function computeExpireAt(now: number, lifetimeSeconds: number, explicitExpireAt?: number | null): number {
  if (explicitExpireAt) return explicitExpireAt
  return now + (lifetimeSeconds - SESSION_EXPIRY_MARGIN_SECONDS) * 1000
}

/** A refresh is due once less than half the lifetime remains (and the session has not ended). */
export function shouldRefresh(now: number, expireAt: number | null, lifetimeSeconds: number | null): boolean {
  if (!expireAt || !lifetimeSeconds) return false
  const remaining = expireAt - now
  return remaining > 0 && remaining < (lifetimeSeconds * 1000) / 2
}

export function isSessionExpired(now: number, expireAt: number | null): boolean {
  return expireAt !== null && now > expireAt
}
