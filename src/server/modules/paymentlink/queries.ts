import { type PaymentLink, type PaymentLinkStatus, paymentLinkSchema } from '@domain/entities/paymentlink'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { paywallUrlIn } from '../../partner'
import { type Lapsing, recordFields } from '../../record-fields'

/** An ACTIVE link past its expiry date is EXPIRED, whether or not a job has marked it yet. */
function linkStatus({ status, expiresAt }: Lapsing, now: Date): PaymentLinkStatus {
  if (status === 'ACTIVE' && expiresAt && expiresAt <= now) return 'EXPIRED'
  return status as PaymentLinkStatus
}

/** Where a link's paywall address comes from: its merchant's partner settings and environment, and its reference. */
interface LinkAddress {
  settings: unknown
  environment: string
  reference: string
}

/** The stored settings of the partner of a merchant's space (`m`). */
const paywallSettings = sql`(select p.settings from space s join partner p on p.key = s.partner_key where s.id = m.space_id)`

/**
 * A link's fields: its merchant's name (`m`), its status as it is now, its paywall address (the
 * partner's production or development paywall of the merchant's environment) and its customer.
 */
export const linkFields = recordFields(paymentLinkSchema, 'payment_link as pl', { m: 'merchant' }, (f) => ({
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  status: f.lapsing(linkStatus),
  url: f.select(
    () => sql<LinkAddress>`json_build_object('settings', ${paywallSettings}, 'environment', m.environment, 'reference', pl.reference)`,
    ({ settings, environment, reference }) => `${(paywallUrlIn(settings, environment) ?? '').replace(/\/$/, '')}/link/${encodeURIComponent(reference)}`,
  ),
  customer: f.select(() => sql<PaymentLink['customer']>`json_build_object('name', pl.customer_name, 'email', pl.customer_email)`),
  transactionId: f.column('transaction_external_id'),
  expiresAt: f.time('expires_at'),
  ...f.stamps,
}))

/** The links of the merchants the caller sees, with their merchant (`m`). */
export function linkRows(db: Kysely<Database>, principal: Principal) {
  return linkFields.query(db).innerJoin('merchant as m', 'm.id', 'pl.merchant_id').where(merchantInScope(principal, 'pl.merchant_id'))
}

/** The paywall address of a merchant: its partner's production or development paywall URL. */
export async function paywallUrlOf(db: Kysely<Database>, spaceId: number, environment: string): Promise<string | null> {
  const partner = await db.selectFrom('space as s').innerJoin('partner as p', 'p.key', 's.partner_key').select('p.settings').where('s.id', '=', spaceId).executeTakeFirst()
  return partner ? paywallUrlIn(partner.settings, environment) : null
}
