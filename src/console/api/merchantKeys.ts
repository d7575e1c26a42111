import { merchantkeyCalls } from '@domain/calls/merchantkey'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { workspaceKeys } from '../workspace/list-logic'
import { callApi } from './client'

/** Query keys of merchant API keys; the list screen's pages are workspace keys. */
export const merchantKeyQueryKeys = {
  all: ['merchantKeys'] as const,
  record: (id: number) => [...merchantKeyQueryKeys.all, id] as const,
}

export const MERCHANT_KEY_LIST = 'merchantKeys'

/** A key as it is read after its creation: its prefix, never its secret. */
export const merchantKeyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: merchantKeyQueryKeys.record(id),
    queryFn: ({ signal }) => callApi(merchantkeyCalls.get, { params: { id }, signal }),
  })

/** After a write: the records and every loaded page of the list. */
export async function refreshMerchantKeys(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: merchantKeyQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list(MERCHANT_KEY_LIST) }),
  ])
}
