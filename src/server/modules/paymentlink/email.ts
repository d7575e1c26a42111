import { moneyVariables } from '@domain/entities/emailtpl'
import type { PaymentLink } from '@domain/entities/paymentlink'
import { localeOrDefault, sendMessage } from '../../mail'
import type { Services } from '../../services'

/** When a space has no PAYMENT_LINK template of its own and the system collection has none. */
const fallbackTemplate = { subject: '{{ merchantName }} sent you a payment link', text: 'Pay here: {{ link }}' }

/**
 * Emails the link to its customer (a PAYMENT_LINK notification), with the template of the
 * collection the merchant's email tab picks (see the mail sender), in the link's language when there is one.
 */
export async function sendPaymentLinkEmail(services: Services, link: PaymentLink, merchant: { id: number; spaceId: number; displayName: string }): Promise<void> {
  if (!link.customer.email) return
  await sendMessage(services, {
    channel: 'NOTIFICATION',
    type: 'PAYMENT_LINK',
    recipient: link.customer.email,
    locale: link.locale,
    fallback: fallbackTemplate,
    variables: {
      merchantName: merchant.displayName,
      customerName: link.customer.name ?? '',
      link: link.url,
      ...moneyVariables(link.amount, link.currency, localeOrDefault(link.locale)),
      reference: link.reference,
      description: link.description,
    },
    spaceId: merchant.spaceId,
    merchantId: merchant.id,
    related: { paymentLink: link.reference, merchantAccount: link.merchantAccount },
  })
}
