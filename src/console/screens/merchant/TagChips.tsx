import type { ReactNode } from 'react'

interface TagChipsProps {
  tags: readonly string[]
  /** On one line, cut at the edge: a list row keeps its height. */
  singleLine?: boolean
  /** Shown inside each chip after its name (a remove button). */
  children?: (tag: string) => ReactNode
}

/** A merchant's tags as small chips; nothing when it has none. */
export function TagChips({ tags, singleLine = false, children }: TagChipsProps) {
  if (tags.length === 0) return null
  return (
    <ul className={`flex gap-1 ${singleLine ? 'flex-nowrap overflow-hidden' : 'flex-wrap'}`} title={singleLine ? tags.join(', ') : undefined}>
      {tags.map((tag) => (
        <li key={tag} className="inline-flex shrink-0 items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {tag}
          {children?.(tag)}
        </li>
      ))}
    </ul>
  )
}

