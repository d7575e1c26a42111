import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { dailySummaryQueryOptions } from '../../api/merchant'
import { errorText } from '../../lib/error-text'
import { Button } from '../../ui/Button'
import { Amount, Section } from '../../ui/record-parts'
import { useTimeZone } from '../../lib/use-time-zone'

/** One currency's account days in the user's time zone, newest first: opening, credits, debits, closing. */
export function AccountDailySummary({ merchant, currency }: { merchant: string; currency: string }) {
  const { t, i18n } = useTranslation('finance')
  const timeZone = useTimeZone()
  const pages = useInfiniteQuery(dailySummaryQueryOptions(merchant, currency, timeZone))
  const days = pages.data?.pages.flatMap((page) => page.items) ?? []
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <Section title={t('ledger.daily.title', { timeZone })}>
      {pages.isPending ? (
        <p className="text-sm text-slate-500">{t('ledger.loading')}</p>
      ) : pages.isError && days.length === 0 ? (
        <p role="alert" className="text-sm text-error">
          {errorText(pages.error as Error)}
        </p>
      ) : days.length === 0 ? (
        <p className="text-sm text-slate-500">{t('ledger.daily.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-label={t('ledger.daily.table')}>
            <thead>
              <tr className="text-xs text-slate-500">
                <th className="py-1 text-start font-medium">{t('ledger.daily.day')}</th>
                <th className="py-1 text-end font-medium">{t('ledger.daily.opening')}</th>
                <th className="py-1 text-end font-medium">{t('ledger.daily.credits')}</th>
                <th className="py-1 text-end font-medium">{t('ledger.daily.debits')}</th>
                <th className="py-1 text-end font-medium">{t('ledger.daily.closing')}</th>
                <th className="py-1 text-end font-medium">{t('ledger.daily.entries')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={`${day.accountId}-${day.day}`} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1.5 tabular-nums">{day.day}</td>
                  <td className="py-1.5 text-end">
                    <Amount amount={day.openingBalance} currency={day.currency} />
                  </td>
                  <td className="py-1.5 text-end">
                    <Amount amount={day.credits} currency={day.currency} />
                  </td>
                  <td className="py-1.5 text-end">
                    <Amount amount={day.debits} currency={day.currency} />
                  </td>
                  <td className="py-1.5 text-end">
                    <Amount amount={day.closingBalance} currency={day.currency} />
                  </td>
                  <td className="py-1.5 text-end tabular-nums">{number.format(day.entryCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages.hasNextPage && (
            <Button variant="secondary" className="mt-3" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {t('ledger.daily.more')}
            </Button>
          )}
        </div>
      )}
    </Section>
  )
}
