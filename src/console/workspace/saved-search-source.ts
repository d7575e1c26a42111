import type { SavedSearch } from '@domain/entities/savedsearch'
import { useQuery } from '@tanstack/react-query'
import type { PaletteResult, PaletteSource } from '../palette/palette-sources'
import { savedSearchesQueryOptions } from './saved-searches'

/** Shown with an empty search: the palette stays short. */
const IDLE_LIMIT = 8

/** Saved searches matching the typed text: names that start with it first, then names containing it. */
export function rankSavedSearches(items: readonly SavedSearch[], search: string): SavedSearch[] {
  const wanted = search.trim().toLowerCase()
  if (!wanted) return items.slice(0, IDLE_LIMIT)
  const words = wanted.split(/\s+/)
  const scored = items.flatMap((item) => {
    const name = item.name.toLowerCase()
    if (!words.every((word) => name.includes(word) || item.url.toLowerCase().includes(word))) return []
    return [{ item, score: name.startsWith(wanted) ? 0 : name.includes(wanted) ? 1 : 2 }]
  })
  return scored.sort((a, b) => a.score - b.score || a.item.name.localeCompare(b.item.name)).map((entry) => entry.item)
}

/** The palette's list of the user's saved searches; Enter opens the view. */
export const savedSearchSource: PaletteSource = {
  id: 'savedSearches',
  heading: 'workspace:palette.savedSearches',
  useResults: (search, ctx) => {
    const { data } = useQuery({ ...savedSearchesQueryOptions(), enabled: ctx.signedIn })
    return rankSavedSearches(data?.items ?? [], search).map(
      (item): PaletteResult => ({
        id: String(item.id),
        label: item.name,
        detail: [item.url],
        href: item.url,
      }),
    )
  },
}
