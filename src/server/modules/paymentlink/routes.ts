import { calls } from '@domain/calls'
import type { PaymentLinkStatus } from '@domain/entities/paymentlink'
import { locales, paymentKinds } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import { bindCall } from '../../calls'
import { auditedWrite, insertRow, registerRecordCalls, updateRow } from '../../crud'
import type { Database } from '../../db/database'
import { conflict, fieldError, mustExpireLater, notFound } from '../../errors'
import type { Services } from '../../services'
import { whereSent, whereStatusAt } from '../../where-sent'
import { sendPaymentLinkEmail } from './email'
import { linkFields, linkRows, paywallUrlOf } from './queries'

/** The hand-set status changes a link allows; PAID and EXPIRED are final. */
const transitions: Partial<Record<PaymentLinkStatus, PaymentLinkStatus[]>> = {
  ACTIVE: ['DISABLED'],
  DISABLED: ['ACTIVE'],
}

const asArray = <T>(value: unknown): T[] => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value
  return Array.isArray(parsed) ? (parsed as T[]) : []
}

/** What a new link of the merchant can offer: from its enabled gateway and instrument configs. */
async function linkResource(db: Kysely<Database>, principal: Principal, merchantName: string) {
  const merchant = await db
    .selectFrom('merchant')
    .select(['id', 'name', 'display_name', 'space_id', 'environment', 'default_currency'])
    .where('name', '=', merchantName)
    .where(merchantInScope(principal, 'merchant.id'))
    .executeTakeFirst()
  if (!merchant) throw notFound('Merchant')
  const instruments = await db
    .selectFrom('merchant_instrument_config')
    .select(['instrument', 'currency', 'instalments'])
    .where('merchant_id', '=', merchant.id)
    .where('status', '=', 'ENABLED')
    .orderBy('priority')
    .execute()
  const gateways = await db
    .selectFrom('merchant_gateway_config')
    .select('currencies')
    .where('merchant_id', '=', merchant.id)
    .where('status', '=', 'ENABLED')
    .execute()
  const currencies = new Set([merchant.default_currency])
  for (const g of gateways) for (const c of asArray<string>(g.currencies)) currencies.add(c)
  for (const i of instruments) if (i.currency) currencies.add(i.currency)
  const instalments = new Set<number>([1])
  for (const i of instruments) for (const n of asArray<number>(i.instalments)) instalments.add(n)
  return {
    merchant: { id: Number(merchant.id), spaceId: Number(merchant.space_id), displayName: merchant.display_name },
    answer: {
      merchantAccount: merchant.name,
      currencies: [...currencies].sort(),
      paymentKinds: [...paymentKinds],
      instalments: [...instalments].sort((a, b) => a - b),
      locales: [...locales],
      paymentMethods: [...new Set(instruments.map((i) => i.instrument))],
      paywallUrl: await paywallUrlOf(db, Number(merchant.space_id), merchant.environment),
    },
  }
}

const link = calls.paymentlink

/** Payment links: a merchant's pay-by-link requests and their status. */
export async function registerPaymentLinkRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services

  bindCall(app, services, link.resource, async ({ params, principal }) => (await linkResource(db, principal, params.id)).answer)

  const links = registerRecordCalls(app, services, {
    calls: { list: link.list, get: link.get },
    fields: linkFields,
    noun: 'Payment link',
    rows: linkRows,
    list: {
      sorts: { createdAt: 'pl.created_at', expiresAt: 'pl.expires_at', amount: 'pl.amount' },
      filter: (rows, query, now) => {
        let q = whereSent(rows, query, { merchantName: 'm.name', reference: 'pl.reference' })
        if (query.email) q = q.where(sql<boolean>`lower(pl.customer_email) = ${query.email.toLowerCase()}`)
        if (query.from) q = q.where('pl.created_at', '>=', new Date(query.from))
        if (query.to) q = q.where('pl.created_at', '<', new Date(query.to))
        return whereStatusAt(q, 'pl', query.status, now)
      },
    },
    kind: 'paymentLink',
    audit: { targetId: (entity) => entity.id },
  })

  links.action({
    call: link.setStatus,
    run: async ({ db: trx, body, before, row, now }) => {
      if (!transitions[before.status]?.includes(body.status)) throw conflict(`A ${before.status} payment link cannot become ${body.status}`)
      await updateRow(trx, 'payment_link', row.rowId, now, { status: body.status })
    },
  })

  // A link is created, then emailed once the write is done: the email is not part of the record.
  bindCall(app, services, link.create, async ({ body, principal, request }) => {
    const now = services.now()
    const resource = await linkResource(db, principal, body.merchantAccount)
    if (!resource.answer.currencies.includes(body.currency)) {
      throw fieldError('currency', `This merchant takes ${resource.answer.currencies.join(', ')}`)
    }
    mustExpireLater(body.expiresAt, now)
    if (body.sendEmail && !body.customer.email) throw fieldError('customer.email', 'Enter the customer email to send the link to')
    const taken = await db.selectFrom('payment_link').select('id').where('reference', '=', body.reference).executeTakeFirst()
    if (taken) throw fieldError('reference', 'A payment link already has this reference', 'taken')
    const created = await auditedWrite(services, { principal, request }, async (trx) => {
      const id = await insertRow(trx, 'payment_link', now, {
        ...linkFields.values(body),
        merchant_id: resource.merchant.id,
        customer_email: body.customer.email ?? null,
        customer_name: body.customer.name ?? null,
        status: 'ACTIVE',
        created_by: principal.username,
      })
      const after = linkFields.entity(await linkFields.rows(linkRows(trx, principal)).where('pl.id', '=', id).executeTakeFirstOrThrow(), now)
      return { answer: after, event: links.event(principal, 'create', { after }) }
    })
    if (body.sendEmail) await sendPaymentLinkEmail(services, created, resource.merchant)
    return created
  })
}
