import type { BodyOf, QueryOf } from '@domain/call'
import { fraudCalls } from '@domain/calls/fraud'
import { merchantCalls } from '@domain/calls/merchant'
import { searchCalls } from '@domain/calls/search'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi } from './client'

type VelocityStatisticsQuery = QueryOf<typeof fraudCalls.velocityStatistics>
type PreviewInput = BodyOf<typeof fraudCalls.preview>

/** Query keys of the fraud area: one place, so a write invalidates with one line. */
export const fraudKeys = {
  all: ['fraud'] as const,
  blocks: () => [...fraudKeys.all, 'block'] as const,
  block: (id: number) => [...fraudKeys.blocks(), 'detail', id] as const,
  preview: (input: PreviewInput) => [...fraudKeys.all, 'preview', input] as const,
  velocityBlocks: (merchant: string) => [...fraudKeys.all, 'velocityBlock', merchant] as const,
  velocityBlock: (merchant: string, id: number) => [...fraudKeys.velocityBlocks(merchant), 'detail', id] as const,
  velocityStatistics: (query: VelocityStatisticsQuery) => [...fraudKeys.all, 'velocityStatistics', query] as const,
  search: (q: string) => [...fraudKeys.all, 'search', q] as const,
}

/** The list screens of this area, as the workspace keys its pages (`['workspace', id, ...]`). */
const workspaceLists = { fraudBlocks: ['workspace', 'fraudblocks'], velocityBlocks: ['workspace', 'velocityblocks'] } as const

/** After a fraud block write: its records, and every loaded page of the list. */
export async function refreshFraudBlocks(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: fraudKeys.blocks() }),
    queryClient.invalidateQueries({ queryKey: workspaceLists.fraudBlocks }),
  ])
}

/** After a velocity block delete: the merchant's records, and the list. */
export async function refreshVelocityBlocks(queryClient: QueryClient, merchant: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: fraudKeys.velocityBlocks(merchant) }),
    queryClient.invalidateQueries({ queryKey: workspaceLists.velocityBlocks }),
  ])
}

export const fraudBlockQueryOptions = (id: number) =>
  queryOptions({
    queryKey: fraudKeys.block(id),
    queryFn: ({ signal }) => callApi(fraudCalls.get, { params: { id }, signal }),
  })

/** What a block would match over the last 30 days; the last figures stay while the next load. */
export const fraudBlockPreviewQueryOptions = (input: PreviewInput) =>
  queryOptions({
    queryKey: fraudKeys.preview(input),
    queryFn: ({ signal }) => callApi(fraudCalls.preview, { body: input, signal }),
    enabled: input.accountId !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  })

export const velocityBlockQueryOptions = (merchant: string, id: number) =>
  queryOptions({
    queryKey: fraudKeys.velocityBlock(merchant, id),
    queryFn: ({ signal }) => callApi(merchantCalls.getVelocityBlock, { params: { name: merchant, id }, signal }),
  })

export const velocityStatisticsQueryOptions = (query: VelocityStatisticsQuery) =>
  queryOptions({
    queryKey: fraudKeys.velocityStatistics(query),
    queryFn: ({ signal }) => callApi(fraudCalls.velocityStatistics, { query, signal }),
    placeholderData: keepPreviousData,
  })

/** Records matching a typed value, within the caller's scope. */
export const recordSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: fraudKeys.search(q),
    queryFn: ({ signal }) => callApi(searchCalls.search, { query: { q }, signal }),
    enabled: q !== '',
    staleTime: 30_000,
    retry: false,
  })
