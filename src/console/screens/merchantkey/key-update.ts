import type { MerchantKey } from '@domain/entities/merchantkey'
import { isoOfLocalInput, localInputOf } from '../../lib/dates'

export interface KeyUpdateForm {
  name: string
  status: string
  /** A local date and time in the user's time zone; empty for no expiry. */
  expiresAt: string
}

export interface KeyUpdateBody {
  name: string
  status: 'ACTIVE' | 'DISABLED'
  expiresAt?: string | null
}

/**
 * The body that saves an edited key. The expiry goes only when the user changed it: a key whose
 * expiry has passed can still be renamed or disabled, while a new expiry must be in the future.
 */
export function keyUpdateBody(record: Pick<MerchantKey, 'expiresAt'>, form: KeyUpdateForm, timeZone: string): KeyUpdateBody {
  const body: KeyUpdateBody = { name: form.name.trim(), status: form.status as KeyUpdateBody['status'] }
  if (form.expiresAt !== localInputOf(record.expiresAt, timeZone)) body.expiresAt = isoOfLocalInput(form.expiresAt, timeZone)
  return body
}
