import type { PaymentLink } from '@domain/entities/paymentlink'
import { sql } from 'kysely'
import { sendMessage } from '../../mail'
import type { Services } from '../../services'

/** When a space has no PAYMENT_LINK template of its own and the system collection has none. */
const fallbackTemplate = { subject: '{{ merchantName }} sent you a payment link', text: 'Pay here: {{ link }}' }

/**
 * Emails the link to its customer (a PAYMENT_LINK notification): the template of the merchant
 * space's default collection, else the system one, in the link's language when there is one.
 */
export async function sendPaymentLinkEmail(services: Services, link: PaymentLink, merchant: { id: number; spaceId: number; displayName: string }): Promise<void> {
  if (!link.customer.email) return
  const template = await services.db
    .selectFrom('email_template as et')
    .innerJoin('email_template_collection as c', 'c.id', 'et.collection_id')
    .select(['et.subject', 'et.body_text'])
    .where('et.type', '=', 'PAYMENT_LINK')
    .where('et.locale', 'in', [link.locale, 'en'])
    .where((eb) => eb.or([eb.and([eb('c.space_id', '=', merchant.spaceId), eb('c.is_default', '=', true)]), eb('c.is_system', '=', true)]))
    .orderBy('c.is_system', 'asc')
    .orderBy(sql`et.locale = ${link.locale}`, 'desc')
    .limit(1)
    .executeTakeFirst()
  await sendMessage(services, {
    channel: 'NOTIFICATION',
    type: 'PAYMENT_LINK',
    recipient: link.customer.email,
    locale: link.locale,
    template: template ? { subject: template.subject, text: template.body_text } : fallbackTemplate,
    variables: {
      merchantName: merchant.displayName,
      customerName: link.customer.name ?? '',
      link: link.url,
      amount: link.amount,
      currency: link.currency,
      reference: link.reference,
      description: link.description,
    },
    spaceId: merchant.spaceId,
    merchantId: merchant.id,
    related: { paymentLink: link.reference, merchantAccount: link.merchantAccount },
  })
}
