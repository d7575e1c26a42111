import { savedsearchCalls } from '@domain/calls/savedsearch'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../api/client'

export const savedSearchKeys = {
  all: ['savedsearch'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
}

/** The signed-in user's saved searches, by name (a user keeps a few dozen at most). */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: ({ signal }) => callApi(savedsearchCalls.list, { query: { limit: 500, sort: 'name' }, signal }),
    staleTime: 60_000,
  })

export function createSavedSearch(name: string, url: string) {
  return callApi(savedsearchCalls.create, { body: { name, url } })
}

/** The console URL of what is on screen: path and search, as a link to paste or save. */
export function currentViewUrl(location: { pathname: string; searchStr?: string }): string {
  return `${location.pathname}${location.searchStr ?? ''}`
}
