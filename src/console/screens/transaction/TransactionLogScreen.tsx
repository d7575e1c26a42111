import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { transactionLogQueryOptions } from '../../api/transaction'
import { errorText } from '../../lib/error-text'
import { Skeleton } from '../../ui/Card'
import { transactionTarget } from '../../lib/targets'
import { AppLink, Facts, isNotFound, Mono, Section } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'

const route = getRouteApi('/_console/merchant/{-$merchantName}/transactions/$transaction/log/$log')

/** A stored body is JSON as the gateway sent it (card data masked); shown indented when it parses. */
function pretty(body: string | null): string {
  if (!body) return '—'
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}

function Body({ title, body }: { title: string; body: string | null }) {
  return (
    <Section title={title}>
      <pre dir="ltr" className="max-h-96 overflow-auto rounded bg-slate-50 p-3 text-xs dark:bg-slate-800">
        {pretty(body)}
      </pre>
    </Section>
  )
}

/** One exchange with the gateway: what was sent and what came back. */
export function TransactionLogScreen() {
  const { t } = useTranslation()
  const { merchantName, transaction, log } = route.useParams()
  const merchant = merchantName ?? ''
  const entry = useQuery({ ...transactionLogQueryOptions(merchant, log), enabled: Boolean(merchantName) })

  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <AppLink {...transactionTarget(merchant, transaction)} className="text-sm">
          ← {t('transaction:log.back', { id: transaction })}
        </AppLink>
        <h2 className="text-xl font-semibold">
          {t('transaction:log.title')} <Mono>{log}</Mono>
        </h2>
      </header>
      {entry.isPending ? (
        <Skeleton className="h-64" />
      ) : entry.isError ? (
        <p role="alert" className="text-error">
          {isNotFound(entry.error) ? t('transaction:log.notFound', { id: log }) : errorText(entry.error)}
        </p>
      ) : (
        <>
          <Section title={t('transaction:log.exchange')}>
            <Facts
              rows={[
                [t('transaction:log.operation'), <Mono key="op">{entry.data.operation}</Mono>],
                [t('transaction:fields.gateway'), entry.data.gateway],
                [t('transaction:log.result'), <StatusBadge key="result" status={entry.data.result} />],
                [t('transaction:log.httpStatus'), entry.data.httpStatus],
                [t('transaction:log.duration'), entry.data.durationMs === null ? null : `${entry.data.durationMs} ms`],
                [t('transaction:log.url'), entry.data.url && <Mono key="url">{entry.data.url}</Mono>],
                [t('transaction:columns.created'), <Time key="time" value={entry.data.created} />],
              ]}
            />
          </Section>
          <Body title={t('transaction:log.request')} body={entry.data.request} />
          <Body title={t('transaction:log.response')} body={entry.data.response} />
        </>
      )}
    </div>
  )
}
