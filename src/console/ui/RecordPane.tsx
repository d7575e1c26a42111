import type { KeyboardEventHandler, ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './Button'
import { Skeleton } from './Card'
import { HeaderParts } from './HeaderParts'

const isParts = (subtitle: ReactNode | readonly ReactNode[]): subtitle is readonly ReactNode[] => Array.isArray(subtitle)

interface RecordPaneProps {
  title: ReactNode
  /** A line under the title; a list is the record's parts (see HeaderParts). */
  subtitle?: ReactNode | readonly ReactNode[]
  /** Buttons beside the title (Delete). */
  actions?: ReactNode
  /** Closes the pane (Esc does the same from the list's keys). */
  onClose?: () => void
  /** A pane that takes the focus itself (a record being read): the list's keys keep working from it. */
  paneRef?: Ref<HTMLElement>
  onKeyDown?: KeyboardEventHandler<HTMLElement>
  children: ReactNode
}

/** The record on the detail side of a list workspace: a title bar and its content. */
export function RecordPane({ title, subtitle, actions, onClose, paneRef, onKeyDown, children }: RecordPaneProps) {
  const { t } = useTranslation('common')
  return (
    <article ref={paneRef} tabIndex={paneRef ? -1 : undefined} onKeyDown={onKeyDown} className="flex min-h-full flex-col focus:outline-none">
      <header className="flex flex-wrap items-start gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="me-auto min-w-0">
          <h2 className="truncate text-lg font-semibold">{title}</h2>
          {subtitle && <p className="truncate text-sm text-slate-500">{isParts(subtitle) ? <HeaderParts parts={subtitle} /> : subtitle}</p>}
        </div>
        {actions}
        {onClose && (
          <Button variant="ghost" className="!px-2" onClick={onClose} aria-label={t('actions.close')} title={t('actions.close')}>
            <span aria-hidden="true">✕</span>
          </Button>
        )}
      </header>
      <div className="flex-1 space-y-4 p-4">{children}</div>
    </article>
  )
}

/** A record's read-only facts as a definition list. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-slate-500">{fact.label}</dt>
          <dd className="break-all">{fact.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  )
}

/** While a record loads. */
export function RecordPaneSkeleton() {
  return (
    <div className="space-y-3 p-4" aria-busy="true">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-32" />
    </div>
  )
}
