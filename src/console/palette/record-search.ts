import type { CommandContext } from '@commands/types'
import type { SearchHit } from '@domain/entities/search'
import { type ValueShape, recogniseValue, valueShapes } from '@domain/value-shapes'
import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { recordSearchQueryOptions } from '../api/search'
import { useDebounced } from '../lib/use-debounced'
import type { PaletteResult, PaletteSource } from './palette-sources'
import { type JumpSource, jumpsOf, localHits, looksLikeValue, rankHits } from './record-jumps'

const SEARCH_DELAY_MS = 200

interface RecordHits {
  /** The server's hits for exactly the typed text; null while they are on their way. */
  hits: readonly SearchHit[] | null
  /** Hits read from the text alone (card hash, BIN, last 4, email, IP). */
  local: JumpSource[]
}

/**
 * The typed text looked up once it settles. Every kind's source calls this with the same
 * text, so they share one query and one answer.
 */
function useRecordHits(search: string): RecordHits {
  const text = search.trim()
  const settled = useDebounced(text, SEARCH_DELAY_MS)
  const query = useQuery({ ...recordSearchQueryOptions(settled), enabled: settled !== '' && looksLikeValue(settled) })
  const answered = settled === text && query.data !== undefined && !query.isPlaceholderData
  const local = useMemo(() => localHits(text), [text])
  return { hits: answered ? query.data.hits : null, local }
}

/** Card data inside the token (the "with BIN" and "with last 4" formats) prefills a new block. */
function withTokenCardData(hit: SearchHit, typed: string): JumpSource {
  const recognised = recogniseValue(typed).find((found) => found.kind === 'cardHash' && found.value === hit.value)
  return { ...hit, ...(recognised?.cardBin ? { cardBin: recognised.cardBin } : {}), ...(recognised?.cardLast4 ? { cardLast4: recognised.cardLast4 } : {}) }
}

function shorten(value: string): string {
  return value.length > 24 ? `${value.slice(0, 10)}…${value.slice(-8)}` : value
}

/**
 * A value's shape says what it is, so its jumps outrank every command (Enter takes the first
 * one); a merchant name is also an ordinary word, so its hits compete with the commands by
 * how well the name matches.
 */
function rankWords(source: JumpSource, typed: string): string[] {
  return source.kind === 'merchant' ? [source.value] : [typed]
}

function resultsOf(source: JumpSource, typed: string, line: Pick<PaletteResult, 'detail' | 'note'>, t: TFunction, ctx: CommandContext): PaletteResult[] {
  const value = shorten(source.value)
  return jumpsOf(source)
    .filter((jump) => ctx.permissions.has(jump.permission))
    .map((jump) => ({
      id: `${source.kind}:${source.merchantName ?? ''}:${source.id ?? source.value}:${jump.name}`,
      label: t(`jumps.${jump.name}`, { value }),
      value,
      ...line,
      keywords: rankWords(source, typed),
      run: (run: CommandContext) => run.go(jump.target),
    }))
}

/** The palette items of one kind: the server's hits, ranked; else what the value alone allows. */
export function kindResults(kind: ValueShape, typed: string, found: RecordHits, t: TFunction, ctx: CommandContext): PaletteResult[] {
  const hits = rankHits(
    (found.hits ?? []).filter((hit) => hit.kind === kind),
    typed,
  )
  if (hits.length > 0) {
    return hits.flatMap((hit) => {
      const note = hit.count === undefined ? undefined : `${t('count', { count: hit.count })}${hit.countCapped ? '+' : ''}`
      const detail = hit.merchantName ? [hit.label, hit.merchantName] : [hit.label]
      return resultsOf(withTokenCardData(hit, typed), typed, { detail, note }, t, ctx)
    })
  }
  // A record the server found under exactly the typed value says what it is: guesses from the
  // value's shape alone (a merchant name that also looks like a card hash) step aside for it.
  const wanted = typed.trim().toLowerCase()
  if (found.hits?.some((hit) => hit.value.toLowerCase() === wanted)) return []
  const note = found.hits === null ? t('searching') : t('noRecords')
  return found.local.filter((hit) => hit.kind === kind).flatMap((hit) => resultsOf(hit, typed, { note }, t, ctx))
}

function kindSource(kind: ValueShape): PaletteSource {
  return {
    id: `record-${kind}`,
    heading: `search:kinds.${kind}`,
    useResults: (search, ctx) => {
      const { t } = useTranslation('search')
      const { hits, local } = useRecordHits(search)
      return useMemo(() => kindResults(kind, search, { hits, local }, t, ctx), [search, hits, local, t, ctx])
    },
  }
}

/**
 * Record search in the palette, one group per kind in the order of `valueShapes` (most
 * specific first), so Enter on a typed value runs the first jump of the best hit. Text that is
 * no value gives no items, and the commands behave as before.
 */
export const recordSearchSources: readonly PaletteSource[] = valueShapes.map(kindSource)
