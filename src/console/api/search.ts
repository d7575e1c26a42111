import { searchCalls } from '@domain/calls/search'
import { callQuery } from './call-query'
import { fraudBlockKind } from './fraud'

/** Records matching a typed value, within the caller's scope; under the blocks' key, as a block write changes what it finds. */
export const recordSearchQueryOptions = (q: string) =>
  callQuery([...fraudBlockKind.keys.all, 'search', q], searchCalls.search, { query: { q } }, { enabled: q !== '', staleTime: 30_000, retry: false })
