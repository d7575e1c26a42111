import { financeCalls } from '@domain/calls/finance'
import { merchantCalls } from '@domain/calls/merchant'
import { mgroupCalls } from '@domain/calls/mgroup'
import { mspaceCalls } from '@domain/calls/mspace'
import type { MerchantSummary } from '@domain/entities/merchant'
import { merchantFilterFields } from '@domain/filters/merchant'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { workspaceKeys } from '../workspace/list-logic'
import { callApi } from './client'
import { defineRecordKind, textId } from './record-kind'

/** Merchants, by name; a merchant's record is its page, with its tabs, rather than a pane beside the list. */
export const merchantKind = defineRecordKind({
  area: 'merchant',
  list: 'merchants',
  calls: { list: merchantCalls.list, get: merchantCalls.get, create: merchantCalls.create },
  filters: merchantFilterFields,
  listRoute: '/merchants',
  param: 'merchant',
  focus: 'merchant',
  idOf: (row: MerchantSummary) => row.name,
  parseId: textId,
  params: (name) => ({ name }),
  page: true,
})

/** Query keys of what hangs under one merchant, beside its record; a write invalidates the merchant's branch. */
export const merchantKeys = {
  all: merchantKind.keys.all,
  merchant: (name: string) => [...merchantKeys.all, name] as const,
  resources: (name: string) => [...merchantKeys.merchant(name), 'resources'] as const,
  tags: (name: string) => [...merchantKeys.merchant(name), 'tags'] as const,
  callers: (name: string) => [...merchantKeys.merchant(name), 'callers'] as const,
  caller: (name: string, caller: string) => [...merchantKeys.callers(name), caller] as const,
  account: (name: string) => [...merchantKeys.merchant(name), 'account'] as const,
  accountCurrency: (name: string, currency: string) => [...merchantKeys.account(name), currency] as const,
  spaceTags: (space: number) => [...merchantKeys.all, '@space', space, 'tags'] as const,
  groupChoices: () => [...merchantKeys.all, '@groups'] as const,
}

/** A merchant's record, for the parts of its page that read it. */
export const merchantQueryOptions = (name: string) => merchantKind.detailQuery(name, {})

export const merchantResourcesQueryOptions = (name: string) =>
  queryOptions({
    queryKey: merchantKeys.resources(name),
    queryFn: ({ signal }) => callApi(merchantCalls.resources, { params: { name }, signal }),
  })

export const merchantTagsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: merchantKeys.tags(name),
    queryFn: ({ signal }) => callApi(merchantCalls.tags, { params: { name }, signal }),
  })

/** The tag catalogue of a space: what can be put on its merchants. */
export const spaceMerchantTagsQueryOptions = (space: number) =>
  queryOptions({
    queryKey: merchantKeys.spaceTags(space),
    queryFn: ({ signal }) => callApi(mspaceCalls.merchantTags, { params: { id: space }, signal }),
  })

/** The most callers a merchant's screen lists in one page. */
const CALLER_PAGE = 500

export const merchantCallersQueryOptions = (name: string) =>
  queryOptions({
    queryKey: merchantKeys.callers(name),
    queryFn: ({ signal }) => callApi(merchantCalls.callers, { params: { name }, query: { limit: CALLER_PAGE }, signal }),
  })

export const merchantCallerQueryOptions = (name: string, caller: string) =>
  queryOptions({
    queryKey: merchantKeys.caller(name, caller),
    queryFn: ({ signal }) => callApi(merchantCalls.getCaller, { params: { name, caller }, signal }),
  })

/** The most groups the create form offers; a user who may create merchants sees few groups. */
const GROUP_PAGE = 500

/** The groups the user may put a new merchant in. */
export const merchantGroupChoicesQueryOptions = () =>
  queryOptions({
    queryKey: merchantKeys.groupChoices(),
    queryFn: ({ signal }) => callApi(mgroupCalls.list, { query: { limit: GROUP_PAGE, sort: 'name' }, signal }),
  })

export const accountSummaryQueryOptions = (name: string) =>
  queryOptions({
    queryKey: merchantKeys.account(name),
    queryFn: ({ signal }) => callApi(financeCalls.accountSummary, { params: { id: name }, signal }),
  })

export const accountCurrencySummaryQueryOptions = (name: string, currency: string) =>
  queryOptions({
    queryKey: merchantKeys.accountCurrency(name, currency),
    queryFn: ({ signal }) => callApi(financeCalls.accountCurrencySummary, { params: { id: name, currency }, signal }),
  })

/** After a write under a merchant: everything of that merchant, and every loaded page of the lists. */
export async function refreshMerchant(queryClient: QueryClient, name: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: merchantKeys.merchant(name) }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  ])
}
