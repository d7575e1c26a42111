import { useTranslation } from 'react-i18next'
import { eventDiff, type FieldChange, valueText } from '../lib/audit-diff'

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
      {changes.length === 0 ? (
        <p className="text-sm text-slate-500">{t('diff.noChanges')}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{t('diff.caption')}</caption>
          <thead>
            <tr className="text-start text-xs text-slate-500">
              <th scope="col" className="w-1/4 py-1 text-start font-medium">{t('diff.field')}</th>
              <th scope="col" className="py-1 text-start font-medium">{t('diff.before')}</th>
              <th scope="col" className="py-1 text-start font-medium">{t('diff.after')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {changes.map((change) => (
              <ChangeRow key={change.path} change={change} />
            ))}
          </tbody>
        </table>
      )}
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

function ChangeRow({ change }: { change: FieldChange }) {
  return (
    <tr data-field={change.path}>
      <th scope="row" className="py-1 pe-2 text-start align-top font-mono text-xs font-normal break-all">
        {change.path}
      </th>
      <td className="py-1 pe-2 align-top break-all">
        {change.kind === 'added' ? (
          <span className="text-slate-500">—</span>
        ) : (
          <del className="rounded bg-red-50 px-1 text-red-800 no-underline dark:bg-red-900/30 dark:text-red-200">
            {valueText(change.before)}
          </del>
        )}
      </td>
      <td className="py-1 align-top break-all">
        {change.kind === 'removed' ? (
          <span className="text-slate-500">—</span>
        ) : (
          <ins className="rounded bg-emerald-50 px-1 text-emerald-800 no-underline dark:bg-emerald-900/30 dark:text-emerald-200">
            {valueText(change.after)}
          </ins>
        )}
      </td>
    </tr>
  )
}
