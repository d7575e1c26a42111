import type { BodyOf, QueryOf } from '@domain/call'
import { customerCalls } from '@domain/calls/customer'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'

type ListQuery = QueryOf<typeof customerCalls.list>
export type CustomerUpdateBody = BodyOf<typeof customerCalls.update>

/** Query keys of the customer area. */
export const customerKeys = {
  all: ['customer'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...customerKeys.lists(), query] as const,
  record: (merchantName: string, customer: string) => [...customerKeys.all, 'record', merchantName, customer] as const,
  detail: (merchantName: string, customer: string) => [...customerKeys.record(merchantName, customer), 'detail'] as const,
  financialSummary: (merchantName: string, customer: string) => [...customerKeys.record(merchantName, customer), 'financialSummary'] as const,
}

export const customerQueryOptions = (merchantName: string, customer: string) =>
  queryOptions({
    queryKey: customerKeys.detail(merchantName, customer),
    queryFn: ({ signal }) => callApi(customerCalls.get, { params: { merchantName, customer }, signal }),
  })

export const customerFinancialSummaryQueryOptions = (merchantName: string, customer: string) =>
  queryOptions({
    queryKey: customerKeys.financialSummary(merchantName, customer),
    queryFn: ({ signal }) => callApi(customerCalls.financialSummary, { params: { merchantName, customer }, signal }),
  })

/** Trust level, fraud flags and properties; audited on the server. */
export function updateCustomer(merchantName: string, customerId: string, body: CustomerUpdateBody) {
  return callApi(customerCalls.update, { params: { merchantName, customerId }, body })
}
