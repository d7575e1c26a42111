import type { CallDef, QueryOf, ResponseOf } from '@domain/call'
import type { Page } from '@domain/pagination'
import { type DefaultError, infiniteQueryOptions, type QueryKey, queryOptions, type UnusedSkipTokenOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { type CallArgs, callApi } from './client'

/** What a query of one call sets beyond its key and its call: how long its answer stays fresh, when it polls... */
type CallQueryOptions<C extends CallDef, K extends QueryKey> = Omit<UnusedSkipTokenOptions<ResponseOf<C>, DefaultError, ResponseOf<C>, K>, 'queryKey' | 'queryFn'>

/**
 * The query of one call of the call table under `queryKey`: the query's signal goes with the call,
 * so a query nobody watches any more stops its request.
 */
export function callQuery<C extends CallDef, K extends QueryKey>(queryKey: K, call: C, args: Omit<CallArgs<C>, 'signal'> = {}, options?: CallQueryOptions<C, K>) {
  return queryOptions({ ...options, queryKey, queryFn: ({ signal }) => callApi(call, { ...args, signal }) })
}

/** A list call whose answer is a keyset page. */
type PageCall = CallDef & { response: z.ZodType<Page<unknown>> }

/** A list call read a keyset page at a time (`useInfiniteQuery`): each page asks for the rows after the last one's cursor. */
export function callPages<C extends PageCall, K extends QueryKey>(queryKey: K, call: C, args: Omit<CallArgs<C>, 'signal'>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => callApi(call, { ...args, query: { ...(args.query as object | undefined), ...(pageParam ? { cursor: pageParam } : {}) } as QueryOf<C>, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ResponseOf<C>) => page.nextCursor ?? undefined,
  })
}
