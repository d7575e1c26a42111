import { mgroupCalls } from '@domain/calls/mgroup'
import type { MerchantGroup } from '@domain/entities/mgroup'
import { merchantGroupFilterFields } from '@domain/filters/mgroup'
import { callQuery } from './call-query'
import { defineRecordKind, textKeyed } from './record-kind'

/** Merchant groups, named in the URL by their name. */
export const mgroup = defineRecordKind({
  kind: 'merchantGroup',
  calls: mgroupCalls,
  filters: merchantGroupFilterFields,
  ...textKeyed((row: MerchantGroup) => row.name, (group) => ({ group })),
  // A group has no update stamp; a new logo leaves the form as it is.
  version: (row) => `${row.displayName}|${row.status}`,
})

/** How many of a group's merchants its detail lists; the merchants screen has them all. */
export const GROUP_MERCHANTS_SHOWN = 20

/** The first merchants of a group, under the group's key so a write to the group refreshes them. */
export const groupMerchantsQueryOptions = (group: string) =>
  callQuery([...mgroup.keys.all, group, 'merchants'], mgroupCalls.merchants, { params: { group }, query: { limit: GROUP_MERCHANTS_SHOWN } })
