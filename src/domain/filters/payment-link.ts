import { paymentLinkStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of a merchant's payment link list (`paymentlink` list call, its merchant set by the screen). */
export const paymentLinkFilterFields = defineFilterFields({
  status: { kind: 'enum', param: 'status', values: paymentLinkStatuses, description: 'Link status' },
  reference: { kind: 'text', param: 'reference', description: 'Merchant reference' },
  email: { kind: 'text', param: 'email', description: 'Customer email' },
  created: { kind: 'dateRange', fromParam: 'from', toParam: 'to', description: 'Creation day, e.g. created>2026-10-01' },
})
