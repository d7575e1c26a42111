import { paymentLinkStatuses } from '../enums'
import { createdFilter, defineFilterFields, merchantFilter } from '../filter-fields'

/** Filters of a merchant's payment link list (`paymentlink` list call, its merchant set by the screen). */
export const paymentLinkFilterFields = defineFilterFields({
  status: { kind: 'enum', param: 'status', values: paymentLinkStatuses },
  reference: { kind: 'text', param: 'reference' },
  email: { kind: 'text', param: 'email' },
  created: createdFilter,
})

/** Filters of every payment link in the user's scope (`/paylinks`): a merchant's filters and the merchant. */
export const paylinkFilterFields = defineFilterFields({
  merchant: merchantFilter,
  ...paymentLinkFilterFields,
})
