import { useEffect, useRef, useState } from 'react'
import { createListCursor, moveCursor } from './cursor'
import { keepLoaded } from './list-logic'

/**
 * The list's keyboard cursor and its selection: the cursor follows the open record and starts
 * again with another list; the selection keeps only loaded rows.
 */
export function useListSelection(keys: readonly string[], query: unknown, selectedKey: string | undefined) {
  const [cursor] = useState(createListCursor)
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set())
  // Where a Shift+j / Shift+k run began; a plain move or `x` starts a new one.
  const anchor = useRef<number | null>(null)
  useEffect(() => setSelection((current) => keepLoaded(current, keys)), [keys])
  // Another filter or sort is another list: the cursor starts again from nowhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger, not an input
  useEffect(() => moveCursor(cursor, -1), [query])
  useEffect(() => {
    if (selectedKey === undefined) return
    const index = keys.indexOf(selectedKey)
    if (index >= 0) moveCursor(cursor, index)
  }, [cursor, selectedKey, keys])
  useEffect(() => moveCursor(cursor, (current) => (current >= keys.length ? keys.length - 1 : current)), [cursor, keys.length])
  return { cursor, selection, setSelection, anchor }
}
