import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountCurrencySummaryQueryOptions, accountSummaryQueryOptions } from '../../api/merchant'
import { CommandButtons } from '../../palette/CommandButtons'
import { RecordQuery } from '../../ui/RecordEditor'
import { Amount, Facts, Section } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { AccountDailySummary } from './AccountDailySummary'
import { AccountLedger } from './AccountLedger'
import { MovementDialog } from './MovementDialog'

const route = getRouteApi('/_console/merchants/$merchant/accountSummary')

/**
 * /merchants/{merchant}/accountSummary: the merchant's balance per currency, and for the chosen
 * currency (the first unless the link names one) its figures, ledger, daily summary, and the
 * top-up and withdrawal dialogs (`?dialog=topup`, `?dialog=withdraw`).
 */
export function AccountSummary() {
  const { t } = useTranslation('merchant')
  const { merchant } = route.useParams()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const summary = useQuery(accountSummaryQueryOptions(merchant))
  const accounts = summary.data?.accounts ?? []
  const chosen = accounts.find((account) => account.currency === search.currency) ?? accounts[0] ?? null
  const currency = chosen?.currency ?? null
  const choose = (next: string) => void navigate({ search: (previous) => ({ ...previous, currency: next }), replace: true })

  return (
    <div className="space-y-4">
      <div className="grid gap-4 xl:grid-cols-2">
        <Section
          title={t('account.balances')}
          actions={<CommandButtons pick={(command) => command.id === 'finance.topUp' || command.id === 'finance.withdraw'} />}
        >
          <RecordQuery query={summary} skeleton="h-24">
            {(data) =>
              data.accounts.length === 0 ? (
                <p className="text-sm text-slate-500">{t('account.none')}</p>
              ) : (
                <>
                  <table className="w-full text-sm" aria-label={t('account.balances')}>
                    <thead>
                      <tr className="text-xs text-slate-500">
                        <th className="py-1 text-start font-medium">{t('account.currency')}</th>
                        <th className="py-1 text-end font-medium">{t('account.balance')}</th>
                        <th className="py-1 text-start font-medium ps-4">{t('fields.status')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.accounts.map((account) => (
                        <tr key={account.accountId} className={`border-t border-slate-100 dark:border-slate-800 ${currency === account.currency ? 'bg-brand/5' : ''}`}>
                          <td className="py-1.5">
                            <button
                              type="button"
                              aria-pressed={currency === account.currency}
                              className="font-mono text-brand underline-offset-2 hover:underline focus-visible:underline"
                              onClick={() => choose(account.currency)}
                            >
                              {account.currency}
                            </button>
                          </td>
                          <td className="py-1.5 text-end" data-testid={`balance-${account.currency}`}>
                            <Amount amount={account.balance} currency={account.currency} />
                          </td>
                          <td className="py-1.5 ps-4">
                            <StatusBadge status={account.status} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <p className="mt-2 text-xs text-slate-500">
                    {t('account.updated')} <Time value={data.updated} />
                  </p>
                </>
              )
            }
          </RecordQuery>
        </Section>
        {currency && <CurrencySummary merchant={merchant} currency={currency} />}
      </div>
      {currency && (
        <>
          <AccountLedger
            merchant={merchant}
            currency={currency}
            filters={{ entryType: search.entryType, transferType: search.transferType }}
            onFilters={(filters) => void navigate({ search: (previous) => ({ ...previous, ...filters }), replace: true })}
          />
          <AccountDailySummary merchant={merchant} currency={currency} />
        </>
      )}
      {chosen && <MovementDialog kind="topup" merchant={merchant} currency={chosen.currency} balance={chosen.balance} />}
      {chosen && <MovementDialog kind="withdraw" merchant={merchant} currency={chosen.currency} balance={chosen.balance} />}
    </div>
  )
}

function CurrencySummary({ merchant, currency }: { merchant: string; currency: string }) {
  const { t, i18n } = useTranslation('merchant')
  const query = useQuery(accountCurrencySummaryQueryOptions(merchant, currency))
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <Section title={t('account.currencyTitle', { currency })}>
      <RecordQuery query={query} skeleton="h-32">
        {(data) => (
          <div className="space-y-4" data-testid="account-currency-summary">
            <Facts
              rows={[
                [t('account.balance'), <Amount key="balance" amount={data.balance} currency={currency} />],
                [t('account.credits'), <Amount key="credits" amount={data.credits} currency={currency} />],
                [t('account.debits'), <Amount key="debits" amount={data.debits} currency={currency} />],
                [t('account.entries'), number.format(data.entryCount)],
                [t('account.lastEntry'), data.lastEntryAt ? <Time key="last" value={data.lastEntryAt} /> : null],
              ]}
            />
            {data.byTransferType.length === 0 ? (
              <p className="text-sm text-slate-500">{t('account.noEntries')}</p>
            ) : (
              <table className="w-full text-sm" aria-label={t('account.byTransferType')}>
                <thead>
                  <tr className="text-xs text-slate-500">
                    <th className="py-1 text-start font-medium">{t('account.transferType')}</th>
                    <th className="py-1 text-end font-medium">{t('account.count')}</th>
                    <th className="py-1 text-end font-medium">{t('account.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.byTransferType.map((row) => (
                    <tr key={row.transferType} className="border-t border-slate-100 dark:border-slate-800">
                      <td className="py-1.5">{t(`account.transferTypes.${row.transferType}`)}</td>
                      <td className="py-1.5 text-end tabular-nums">{number.format(row.count)}</td>
                      <td className="py-1.5 text-end">
                        <Amount amount={row.amount} currency={currency} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        )}
      </RecordQuery>
    </Section>
  )
}
