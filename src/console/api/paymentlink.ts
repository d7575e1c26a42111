import { paymentlinkCalls } from '@domain/calls/paymentlink'
import { paylinkFilterFields, paymentLinkFilterFields } from '@domain/filters/paymentlink'
import type { QueryKey } from '@tanstack/react-query'
import { callQuery } from './call-query'
import { defineRecordKind } from './record-kind'

/** A merchant's payment links, on its page: the list call takes the merchant as a filter. */
export const paymentLinkKind = defineRecordKind({
  kind: 'paymentLink',
  calls: { list: paymentlinkCalls.list, get: paymentlinkCalls.get, create: paymentlinkCalls.create },
  filters: paymentLinkFilterFields,
  listQuery: (route) => ({ merchantName: route.merchant! }),
  // The same links are listed on /paylinks.
  related: (): readonly QueryKey[] => [paylinkKind.keys.all, paylinkKind.keys.list],
})

/** Every payment link the user may see, of all the merchants in scope, each with its own route. */
export const paylinkKind = defineRecordKind({
  kind: 'paylink',
  calls: { list: paymentlinkCalls.list, get: paymentlinkCalls.get },
  filters: paylinkFilterFields,
  // The same links are listed on their merchant's page.
  related: (): readonly QueryKey[] => [paymentLinkKind.keys.all, paymentLinkKind.keys.list],
})

/** What a new link of the merchant can offer: its currencies and languages. */
export const paymentLinkResourceQueryOptions = (merchant: string) =>
  callQuery([...paymentLinkKind.keys.all, '@resource', merchant], paymentlinkCalls.resource, { params: { id: merchant } })
