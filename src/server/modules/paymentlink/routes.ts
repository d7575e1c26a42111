import { calls } from '@domain/calls'
import type { PaymentLinkStatus } from '@domain/entities/paymentlink'
import { locales, paymentKinds } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import { bindCall } from '../../calls'
import { auditedWrite, insertRow } from '../../crud'
import type { Database } from '../../db/database'
import { conflict, fieldError, mustExpireLater, notFound } from '../../errors'
import type { Services } from '../../services'
import { sendPaymentLinkEmail } from './email'
import { findPaymentLink, linkStatus, paymentLinkPage, paywallUrlOf, toPaymentLink } from './queries'

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

/** Payment links: a merchant's pay-by-link requests and their status. */
export async function registerPaymentLinkRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const link = calls.paymentlink

  const answer = async (principal: Principal, id: number) => {
    const row = await findPaymentLink(db, principal, id)
    return toPaymentLink(row, services.now(), await paywallUrlOf(db, Number(row.space_id), row.merchant_environment))
  }

  bindCall(app, services, link.list, async ({ query, principal }) => paymentLinkPage(db, principal, query, services.now()))

  bindCall(app, services, link.get, async ({ params, principal }) => answer(principal, params.id))

  bindCall(app, services, link.resource, async ({ params, principal }) => (await linkResource(db, principal, params.id)).answer)

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
    const id = await auditedWrite(services, { principal, request }, async (trx) => {
      const inserted = await insertRow(trx, 'payment_link', now, {
        merchant_id: resource.merchant.id,
        reference: body.reference,
        description: body.description,
        amount: body.amount,
        currency: body.currency,
        customer_email: body.customer.email ?? null,
        customer_name: body.customer.name ?? null,
        locale: body.locale,
        status: 'ACTIVE',
        expires_at: body.expiresAt ? new Date(body.expiresAt) : null,
        created_by: principal.username,
      })
      const row = await findPaymentLink(trx, principal, inserted)
      const after = toPaymentLink(row, now, resource.answer.paywallUrl)
      return { answer: after.id, event: { type: 'CREATE', targetType: 'paymentLink', targetId: after.id, detail: { after } } }
    })
    const created = await answer(principal, id)
    if (body.sendEmail) await sendPaymentLinkEmail(services, created, resource.merchant)
    return created
  })

  bindCall(app, services, link.setStatus, async ({ params, body, principal, request }) => {
    const now = services.now()
    const row = await findPaymentLink(db, principal, params.id)
    const current = linkStatus(row, now)
    if (!transitions[current]?.includes(body.status)) {
      throw conflict(`A ${current} payment link cannot become ${body.status}`)
    }
    const before = await answer(principal, params.id)
    await auditedWrite(services, { principal, request }, async (trx) => {
      await trx.updateTable('payment_link').set({ status: body.status, updated_at: now }).where('id', '=', params.id).execute()
      return { answer: null, event: { type: 'UPDATE', targetType: 'paymentLink', targetId: params.id, detail: { before, after: { ...before, status: body.status } } } }
    })
    return answer(principal, params.id)
  })
}
