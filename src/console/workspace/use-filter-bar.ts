import { type FilterError, type FilterFields, formatFilterQuery, parseFilterQuery, rejectedTerms, replaceFilterSearch, withBadTerms } from '@domain/filters'
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react'
import { isApiCallError } from '../api/client'
import { fieldErrorText } from '../lib/error-text'
import type { WorkspaceSearch } from './types'

interface FilterBarOptions {
  search: WorkspaceSearch
  fields: FilterFields
  onSearchChange: (next: WorkspaceSearch) => void
  /** The list call's failure: a 400 naming a filter's param marks the terms that set it. */
  listError: unknown
  /** Where the keys go once a filter is applied: the list. */
  listRef: RefObject<HTMLElement | null>
}

/**
 * The filter bar's text and its errors. The text follows the URL, except while the user edits it;
 * a term the parser refused stays in it, marked, until the next apply or a filter that came from
 * elsewhere.
 */
export function useFilterBar({ search, fields, onSearchChange, listError, listRef }: FilterBarOptions) {
  const applied = useMemo(() => formatFilterQuery(search, fields), [search, fields])
  const [bar, setBar] = useState<{ text: string; errors: FilterError[] }>({ text: applied, errors: [] })
  const ownApply = useRef(false)
  useEffect(() => {
    const own = ownApply.current
    ownApply.current = false
    setBar((current) => (own ? { text: withBadTerms(applied, current.errors), errors: current.errors } : { text: applied, errors: [] }))
  }, [applied])

  const refused = useMemo(() => {
    if (!isApiCallError(listError) || listError.status !== 400 || !listError.body?.errors?.length) return []
    return rejectedTerms(
      applied,
      fields,
      listError.body.errors.map((entry) => ({ field: entry.field, message: fieldErrorText(entry) })),
    )
  }, [listError, applied, fields])
  const errors = useMemo(() => [...bar.errors, ...refused.filter((entry) => !bar.errors.some((own) => own.term === entry.term))], [bar.errors, refused])

  const apply = (value: string) => {
    const parsed = parseFilterQuery(value, fields)
    const next = replaceFilterSearch(search, fields, parsed.search)
    const nextText = formatFilterQuery(next, fields)
    setBar({ text: withBadTerms(nextText, parsed.errors), errors: parsed.errors })
    // The URL's answer to this apply keeps the bad terms; the same filter again changes no URL.
    ownApply.current = nextText !== applied
    onSearchChange(next)
    if (parsed.errors.length === 0) listRef.current?.focus({ preventScroll: true })
  }
  const edit = (text: string) => setBar((current) => ({ ...current, text }))
  return { applied, text: bar.text, errors, apply, edit }
}
