import { paymentlinkCalls } from '@domain/calls/paymentlink'
import { paymentLinkFilterFields } from '@domain/filters/payment-link'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import { defineRecordKind } from './record-kind'

/** A merchant's payment links, on its page: the list call takes the merchant as a filter. */
export const paymentLinkKind = defineRecordKind({
  area: 'paymentlink',
  calls: { list: paymentlinkCalls.list, get: paymentlinkCalls.get, create: paymentlinkCalls.create },
  filters: paymentLinkFilterFields,
  route: '/merchants/$merchant/paymentLink/$paymentLink',
  history: (row) => ({ targetType: 'paymentLink', targetId: String(row.id) }),
  listQuery: (route) => ({ merchantName: route.merchant! }),
})

/** What a new link of the merchant can offer: its currencies and languages. */
export const paymentLinkResourceQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: [...paymentLinkKind.keys.all, '@resource', merchant],
    queryFn: ({ signal }) => callApi(paymentlinkCalls.resource, { params: { id: merchant }, signal }),
  })
