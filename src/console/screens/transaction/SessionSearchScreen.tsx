import type { PaywallMetrics, Transaction } from '@domain/entities/transaction'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { paywallMetricsQueryOptions, transactionListQueryOptions } from '../../api/transaction'
import { percentage } from '../../lib/formats'
import { Button } from '../../ui/Button'
import { Card, PageHeader } from '../../ui/Card'
import { CompactTable } from '../../ui/CompactTable'
import { SelectField, TextField } from '../../ui/Field'
import { Form } from '../../ui/Form'
import { RecordQuery } from '../../ui/RecordEditor'
import { Amount, AppLink, Mono, maskedCard } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'
import { lookbackOptions } from './lookback-options'
import { transactionTarget } from '../../lib/targets'

const route = getRouteApi('/_console/session')

/** How many payments of one paywall session the screen lists; a session rarely has more than a few. */
const SESSION_TRANSACTIONS = 100

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-800">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="text-lg font-semibold tabular-nums">{value}</p>
    </div>
  )
}

function Metrics({ sessionId, lookback }: { sessionId?: string; lookback: number }) {
  const metrics = useQuery(paywallMetricsQueryOptions(sessionId ? { paywallLogId: sessionId } : { lookback }))
  return (
    <RecordQuery query={metrics} skeleton="h-24">
      {(m) => <MetricFigures metrics={m} />}
    </RecordQuery>
  )
}

function MetricFigures({ metrics: m }: { metrics: PaywallMetrics }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const count = { end: true, className: 'tabular-nums' }
  const rate = percentage(m.paymentsCompleted, m.paymentsStarted, i18n.language) || '—'
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('transaction:session.sessions')} value={number.format(m.sessions)} />
        <Figure label={t('transaction:session.started')} value={number.format(m.paymentsStarted)} />
        <Figure label={t('transaction:session.completed')} value={number.format(m.paymentsCompleted)} />
        <Figure label={t('transaction:session.conversion')} value={rate} />
      </div>
      {m.byPaymentMethod.length > 0 && (
        <CompactTable
          caption={t('transaction:session.byPaymentMethod')}
          rows={m.byPaymentMethod}
          rowKey={(row) => row.paymentMethod}
          columns={[
            { id: 'paymentMethod', header: t('transaction:session.paymentMethod'), className: 'font-mono text-xs', cell: (row) => row.paymentMethod },
            { id: 'started', header: t('transaction:session.started'), ...count, cell: (row) => number.format(row.paymentsStarted) },
            { id: 'completed', header: t('transaction:session.completed'), ...count, cell: (row) => number.format(row.paymentsCompleted) },
            {
              id: 'completedShare',
              header: t('transaction:session.completedShare'),
              ...count,
              cell: (row) => percentage(row.paymentsCompleted, row.paymentsStarted, i18n.language) || '—',
            },
          ]}
        />
      )}
    </div>
  )
}

function SessionTransactions({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation()
  const list = useQuery(transactionListQueryOptions({ paywallLogId: sessionId, limit: SESSION_TRANSACTIONS }))
  return (
    <RecordQuery query={list} skeleton="h-24">
      {(page) =>
        page.items.length ? <TransactionLines transactions={page.items} /> : <p className="text-sm text-slate-500">{t('transaction:session.none', { id: sessionId })}</p>
      }
    </RecordQuery>
  )
}

function TransactionLines({ transactions }: { transactions: Transaction[] }) {
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {transactions.map((tx) => (
        <li key={`${tx.merchantAccount}/${tx.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
          <span className="text-xs text-slate-500">
            <Time value={tx.created} />
          </span>
          <AppLink {...transactionTarget(tx.merchantAccount, tx.id)}>
            <Mono>{tx.id}</Mono>
          </AppLink>
          <span>{tx.merchantAccount}</span>
          <Amount amount={tx.amount} currency={tx.currency} />
          <StatusBadge status={tx.status} />
          <Mono>{maskedCard(tx.payment.cardBin, tx.payment.cardLast4Digits)}</Mono>
          <span className="text-slate-500">{tx.payment.paymentMethod}</span>
        </li>
      ))}
    </ul>
  )
}

/** /session: a paywall session by its id (the paywall log id of its payments), with the paywall figures. */
export function SessionSearchScreen() {
  const { t } = useTranslation()
  const { sessionId } = route.useSearch()
  const navigate = route.useNavigate()
  const [typed, setTyped] = useState(sessionId ?? '')
  const [lookback, setLookback] = useState<number>(24)

  return (
    <>
      <PageHeader title={t('transaction:session.title')} />
      <div className="space-y-6">
        <Card>
          <Form onSubmit={() => void navigate({ search: typed.trim() ? { sessionId: typed.trim() } : {} })} className="flex flex-wrap items-end gap-3">
            <div className="min-w-64 flex-1">
              <TextField label={t('transaction:session.sessionId')} dir="ltr" value={typed} onChange={(event) => setTyped(event.target.value)} autoFocus={!sessionId} />
            </div>
            <Button type="submit">{t('transaction:session.search')}</Button>
          </Form>
        </Card>
        {sessionId ? (
          <>
            <Card title={t('transaction:session.transactions')}>
              <SessionTransactions sessionId={sessionId} />
            </Card>
            <Card title={t('transaction:session.metricsOfSession')}>
              <Metrics sessionId={sessionId} lookback={lookback} />
            </Card>
          </>
        ) : (
          <Card title={t('transaction:session.metrics')}>
            <div className="mb-3 max-w-48">
              <SelectField
                label={t('transaction:session.lookback')}
                value={String(lookback)}
                onChange={(event) => setLookback(Number(event.target.value))}
                options={lookbackOptions(t)}
              />
            </div>
            <Metrics lookback={lookback} />
          </Card>
        )}
      </div>
    </>
  )
}
