import type { ResponseOf } from '@domain/call'
import { referenceCalls } from '@domain/calls/reference'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { type ReferenceDataKey, referenceDataKeys, useReferenceDataStore } from '../session/reference-data-store'
import { onSignedOut } from '../session/session-store'
import { callApi } from './client'

type ReferenceList<K extends ReferenceDataKey> = ResponseOf<(typeof referenceCalls)[K]>

/** A kept list as its call answers it, or undefined when none is kept or its shape is no longer the call's. */
function keptList<K extends ReferenceDataKey>(key: K): ReferenceList<K> | undefined {
  const kept = useReferenceDataStore.getState()[key]
  if (!kept) return undefined
  const parsed = referenceCalls[key].response.safeParse(kept)
  return parsed.success ? (parsed.data as ReferenceList<K>) : undefined
}

const referenceKey = (key: ReferenceDataKey) => ['reference', key] as const

/**
 * One reference list (countries, currencies, their full ISO lists, payment methods and types): kept
 * in session storage, so the tab fetches it once and a reload reads it back from there.
 */
export function referenceList<K extends ReferenceDataKey>(key: K) {
  return queryOptions({
    queryKey: referenceKey(key),
    queryFn: async ({ signal }): Promise<ReferenceList<K>> => {
      const kept = keptList(key)
      if (kept) return kept
      const list = (await callApi(referenceCalls[key], { signal })) as ReferenceList<K>
      useReferenceDataStore.getState().set(key, list)
      return list
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** Forgets one kept list (or all of them): the next screen that needs it fetches it again. */
export function clearReferenceLists(queryClient: QueryClient, key?: ReferenceDataKey): void {
  const store = useReferenceDataStore.getState()
  if (key) store.clear(key)
  else store.clearAll()
  for (const cleared of key ? [key] : referenceDataKeys) queryClient.removeQueries({ queryKey: referenceKey(cleared) })
}

// The next user of this tab fetches its own lists.
onSignedOut(() => useReferenceDataStore.getState().clearAll())
