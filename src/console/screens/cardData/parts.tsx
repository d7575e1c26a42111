import type { EntityStatus } from '@domain/enums'

/** The path segment of a record being created: `/cardBins/@new`. */
export const NEW_RECORD = '@new'

const statusColors: Record<EntityStatus, string> = {
  ACTIVE: 'bg-success/15 text-success',
  ENABLED: 'bg-success/15 text-success',
  DISABLED: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  DELETED: 'bg-error/15 text-error',
}

export function StatusBadge({ status }: { status: EntityStatus }) {
  return <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${statusColors[status]}`}>{status}</span>
}

/** Optional text of a form: empty means no value. */
export function orNull(value: string): string | null {
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}
