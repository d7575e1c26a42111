import { paymentlinkCalls } from '@domain/calls/paymentlink'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { workspaceKeys } from '../workspace/list-logic'
import { callApi } from './client'

/** Query keys of payment links; the list's pages are workspace keys. */
export const paymentLinkKeys = {
  all: ['paymentLink'] as const,
  resource: (merchant: string) => [...paymentLinkKeys.all, 'resource', merchant] as const,
  link: (id: number) => [...paymentLinkKeys.all, 'link', id] as const,
}

export const PAYMENT_LINK_LIST = 'paymentLinks'

/** What a new link of the merchant can offer: its currencies and languages. */
export const paymentLinkResourceQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: paymentLinkKeys.resource(merchant),
    queryFn: ({ signal }) => callApi(paymentlinkCalls.resource, { params: { id: merchant }, signal }),
  })

/** After a create or a status change: the links and every loaded page of the list. */
export async function refreshPaymentLinks(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...paymentLinkKeys.all, 'link'] }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list(PAYMENT_LINK_LIST) }),
  ])
}

export const paymentLinkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: paymentLinkKeys.link(id),
    queryFn: ({ signal }) => callApi(paymentlinkCalls.get, { params: { id }, signal }),
  })
