import { cardbinCalls } from '@domain/calls/cardbin'
import { cardblacklistCalls } from '@domain/calls/cardblacklist'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { workspaceKeys } from '../workspace/list-logic'
import { callApi } from './client'

/** Query keys of card BINs and the card blacklist; the list screens' pages are workspace keys. */
export const cardDataKeys = {
  all: ['cardData'] as const,
  bin: (bin: string) => [...cardDataKeys.all, 'bin', bin] as const,
  blacklistEntry: (cardId: string, space?: string) => [...cardDataKeys.all, 'blacklist', cardId, space ?? null] as const,
}

export const CARD_BIN_LIST = 'cardBins'
export const CARD_BLACKLIST_LIST = 'cardBlacklist'

export const cardBinQueryOptions = (bin: string) =>
  queryOptions({
    queryKey: cardDataKeys.bin(bin),
    queryFn: ({ signal }) => callApi(cardbinCalls.get, { params: { id: bin }, signal }),
  })

export const cardBlacklistEntryQueryOptions = (cardId: string, space?: string) =>
  queryOptions({
    queryKey: cardDataKeys.blacklistEntry(cardId, space),
    queryFn: ({ signal }) => callApi(cardblacklistCalls.get, { params: { cardId }, query: space ? { space } : {}, signal }),
  })

/** After a write: the records and every loaded page of both lists. */
export async function refreshCardData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cardDataKeys.all }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list(CARD_BIN_LIST) }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list(CARD_BLACKLIST_LIST) }),
  ])
}
