import { useTranslation } from 'react-i18next'
import { eventDiff, type FieldChange, valueText } from '../lib/audit-diff'
import { type CompactColumn, CompactTable } from './CompactTable'

/**
 * An audit event's before and after as a table of the fields that changed, with what the event
 * keeps beside them (the merchant, a reason, a command's output) under it.
 */
export function EventDiff({ detail }: { detail: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation('muser')
  const { changes, context } = eventDiff(detail)
  const extra = Object.entries(context)
  return (
    <div className="space-y-2">
      <CompactTable<FieldChange>
        caption={t('diff.caption')}
        empty={t('diff.noChanges')}
        fixed
        rows={changes}
        rowKey={(change) => change.path}
        columns={[
          { id: 'field', header: t('diff.field'), headerClassName: 'w-1/4', rowHeader: true, className: 'break-all font-mono text-xs', cell: (change) => change.path },
          sideColumn('before', t('diff.before')),
          sideColumn('after', t('diff.after')),
        ]}
      />
      {extra.length > 0 && (
        <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-xs">
          {extra.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-slate-500">{name}</dt>
              <dd className="whitespace-pre-wrap break-all font-mono">{valueText(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}

const sides = {
  before: { missing: 'added', Mark: 'del', colours: 'bg-red-50 text-red-800 dark:bg-red-900/30 dark:text-red-200' },
  after: { missing: 'removed', Mark: 'ins', colours: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-200' },
} as const

/** A field's value on one side of the change, struck out before and marked inserted after; a field the change added has no before, one it removed no after. */
function sideColumn(side: keyof typeof sides, header: string): CompactColumn<FieldChange> {
  const { missing, Mark, colours } = sides[side]
  return {
    id: side,
    header,
    className: 'break-all',
    cell: (change) =>
      change.kind === missing ? <span className="text-slate-500">—</span> : <Mark className={`rounded px-1 no-underline ${colours}`}>{valueText(change[side])}</Mark>,
  }
}
