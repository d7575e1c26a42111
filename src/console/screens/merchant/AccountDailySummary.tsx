import type { AccountDailySummary as Day } from '@domain/entities/finance'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { dailySummaryQueryOptions } from '../../api/merchant'
import { useTimeZone } from '../../lib/use-time-zone'
import type { CompactColumn } from '../../ui/CompactTable'
import { PagedTable } from '../../ui/PagedTable'
import { Amount, Section } from '../../ui/record-parts'

/** One currency's account days in the user's time zone, newest first: opening, credits, debits, closing. */
export function AccountDailySummary({ merchant, currency }: { merchant: string; currency: string }) {
  const { t, i18n } = useTranslation('finance')
  const timeZone = useTimeZone()
  const pages = useInfiniteQuery(dailySummaryQueryOptions(merchant, currency, timeZone))
  const number = new Intl.NumberFormat(i18n.language)
  const amount = (field: 'openingBalance' | 'credits' | 'debits' | 'closingBalance', header: string): CompactColumn<Day> => ({
    id: field,
    header,
    end: true,
    cell: (day) => <Amount amount={day[field]} currency={day.currency} />,
  })
  return (
    <Section title={t('ledger.daily.title', { timeZone })}>
      <PagedTable<Day>
        pages={pages}
        texts={{ loading: t('ledger.loading'), empty: t('ledger.daily.empty'), more: t('ledger.daily.more') }}
        caption={t('ledger.daily.table')}
        rowKey={(day) => `${day.accountId}-${day.day}`}
        columns={[
          { id: 'day', header: t('ledger.daily.day'), className: 'tabular-nums', cell: (day) => day.day },
          amount('openingBalance', t('ledger.daily.opening')),
          amount('credits', t('ledger.daily.credits')),
          amount('debits', t('ledger.daily.debits')),
          amount('closingBalance', t('ledger.daily.closing')),
          { id: 'entries', header: t('ledger.daily.entries'), end: true, className: 'tabular-nums', cell: (day) => number.format(day.entryCount) },
        ]}
      />
    </Section>
  )
}
