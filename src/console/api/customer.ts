import type { BodyOf } from '@domain/call'
import { customerCalls } from '@domain/calls/customer'
import { customerFilterFields } from '@domain/filters/customer'
import { callApi } from './client'
import { callQuery } from './call-query'
import { defineRecordKind, underPathMerchant } from './record-kind'

export type CustomerUpdateBody = BodyOf<typeof customerCalls.update>

/** Customers, by merchant and id; the list keeps the workspace id its saved columns were stored under. */
export const customer = defineRecordKind({
  kind: 'customer',
  calls: { list: customerCalls.list, get: customerCalls.get, update: customerCalls.update },
  filters: customerFilterFields,
  history: (row: { id: string; merchantAccount: string }) => `${row.merchantAccount}/${row.id}`,
  ...underPathMerchant('customer'),
})

/** The summary hangs under the customer's key, so saving the customer reloads it too. */
export const customerFinancialSummaryQueryOptions = (merchantName: string, id: string) =>
  callQuery([...customer.keys.detail(id, { merchantName }), 'financialSummary'] as const, customerCalls.financialSummary, { params: { merchantName, customer: id } })

/** Trust level, fraud flags and properties; audited on the server. */
export function updateCustomer(merchantName: string, customerId: string, body: CustomerUpdateBody) {
  return callApi(customerCalls.update, { params: { merchantName, customerId }, body })
}
