import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
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
 * A link to a console path with its query (`/fraudblocks?accountId=...`), followed by the
 * router without a page load; a modified click still opens a new tab.
 */
export function AppLink({ href, children, className = '' }: { href: string; children: ReactNode; className?: string }) {
  const router = useRouter()
  return (
    <a
      href={href}
      className={`text-brand underline-offset-2 hover:underline focus-visible:underline ${className}`}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    >
      {children}
    </a>
  )
}

/** A record a pane links to: its name, what tells it apart (its key, a time) and its status where it has one. */
export interface LinkedRecord {
  key: string | number
  href: string
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
          <AppLink href={item.href}>{item.name}</AppLink>
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

/** A console path from segments, each encoded. */
export function consolePath(...segments: string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}`
}

/** A record that does not exist, or is outside the caller's scope (the server answers 404 for both). */
export function isNotFound(error: unknown): boolean {
  return isApiCallError(error) && error.status === 404
}
