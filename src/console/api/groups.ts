import { mgroupCalls } from '@domain/calls/mgroup'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { workspaceKeys } from '../workspace/list-logic'
import { callApi } from './client'

/** Query keys of merchant groups; the list screen's pages are workspace keys. */
export const groupKeys = {
  all: ['groups'] as const,
  group: (name: string) => [...groupKeys.all, name] as const,
  record: (name: string) => [...groupKeys.group(name), 'record'] as const,
  merchants: (name: string) => [...groupKeys.group(name), 'merchants'] as const,
}

export const GROUP_LIST = 'groups'

/** How many of a group's merchants its detail lists; the merchants screen has them all. */
export const GROUP_MERCHANTS_SHOWN = 20

export const groupQueryOptions = (name: string) =>
  queryOptions({
    queryKey: groupKeys.record(name),
    queryFn: ({ signal }) => callApi(mgroupCalls.get, { params: { group: name }, signal }),
  })

export const groupMerchantsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: groupKeys.merchants(name),
    queryFn: ({ signal }) => callApi(mgroupCalls.merchants, { params: { group: name }, query: { limit: GROUP_MERCHANTS_SHOWN }, signal }),
  })

/** After a write: the groups' records and every loaded page of the list. */
export async function refreshGroups(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list(GROUP_LIST) }),
  ])
}
