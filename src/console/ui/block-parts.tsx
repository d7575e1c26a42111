import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** ACTIVE and not expired refuses payments now; anything else is shown as released. */
export function BlockState({ active, status }: { active: boolean; status: string }) {
  const { t } = useTranslation('fraud')
  const label = active ? t('states.active') : status === 'DELETED' ? t('states.deleted') : t('states.expired')
  // A light tint: the text keeps 4.5:1 on the open row's brand tint too.
  const colour = active ? 'bg-error/10 text-error' : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${colour}`}>{label}</span>
}

/** A block's fields as label and value pairs. */
export function BlockFacts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="break-all">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
