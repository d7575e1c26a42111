import type { ReactNode } from 'react'
import type { GoTarget } from '@commands/go-target'
import { Link } from '@tanstack/react-router'
import { routerTarget } from '../lib/targets'
import { isApiCallError } from '../api/client'
import { useTranslation } from 'react-i18next'
import { formatMinor } from '@domain/money'
import { Button } from './Button'
import { StatusBadge } from './StatusBadge'

/** An amount in minor units, formatted for the user's language; always left to right. */
export function Amount({ amount, currency }: { amount: number; currency: string }) {
  const { i18n } = useTranslation()
  return (
    <span dir="ltr" className="tabular-nums">
      {formatMinor(amount, currency, i18n.language)}
    </span>
  )
}

/** The card as the platform may show it: BIN ••• last 4, never a card number. */
export function maskedCard(bin: string | null, last4: string | null): string {
  if (!bin && !last4) return '—'
  return `${bin ?? '••••••'} ••• ${last4 ?? '••••'}`
}

/** Label and value pairs of a detail section. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="min-w-0 break-words">{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  )
}

interface SectionProps {
  title: string
  actions?: ReactNode
  /** The button that adds a record to the section's list (a rule, a policy); false where the user may not. */
  add?: { label: string; onClick: () => void } | false
  children: ReactNode
}

/** A titled block of the detail pane. */
export function Section({ title, actions, add, children }: SectionProps) {
  return (
    <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <header className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-600 dark:text-slate-300">{title}</h3>
        {actions}
        {add && (
          <Button variant="secondary" className="!px-2 !py-1 text-xs" onClick={add.onClick}>
            {add.label}
          </Button>
        )}
      </header>
      {children}
    </section>
  )
}

export function Mono({ children }: { children: ReactNode }) {
  return (
    <span dir="ltr" className="font-mono text-xs">
      {children}
    </span>
  )
}

/**
 * A link to a place of the console, named as a command names it: a route, its params (checked
 * against the route) and its search. The router follows it without a page load; a modified
 * click still opens a new tab.
 */
export function AppLink({ children, className = '', ...target }: GoTarget & { children: ReactNode; className?: string }) {
  return (
    <Link {...routerTarget(target)} className={`text-brand underline-offset-2 hover:underline focus-visible:underline ${className}`}>
      {children}
    </Link>
  )
}

/** A record a pane links to: its name, what tells it apart (its key, a time) and its status where it has one. */
export interface LinkedRecord {
  key: string | number
  target: GoTarget
  name: ReactNode
  detail?: ReactNode
  status?: string
}

/** The records a pane links to (a role's holders, a group's merchants, a message's resends), each opening its own screen. */
export function RecordLinks({ items, empty, label }: { items: readonly LinkedRecord[]; empty?: string; label?: string }) {
  if (items.length === 0) return empty ? <p className="text-sm text-slate-500">{empty}</p> : null
  return (
    <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="flex flex-wrap items-center gap-x-3 py-1.5">
          <AppLink {...item.target}>{item.name}</AppLink>
          {item.detail && <span className="text-xs text-slate-500">{item.detail}</span>}
          {item.status && (
            <span className="ms-auto">
              <StatusBadge status={item.status} />
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

/** A record that does not exist, or is outside the caller's scope (the server answers 404 for both). */
export function isNotFound(error: unknown): boolean {
  return isApiCallError(error) && error.status === 404
}
