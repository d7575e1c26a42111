import type { ResponseOf } from '@domain/call'
import type { financeCalls } from '@domain/calls/finance'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountCurrencySummaryQueryOptions, accountSummaryQueryOptions } from '../../api/merchant'
import { CommandButtons } from '../../palette/CommandButtons'
import { CompactTable } from '../../ui/CompactTable'
import { RecordQuery } from '../../ui/RecordEditor'
import { Amount, Facts, Section } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { PendingApproval } from '../../workspace/PendingApproval'
import { AccountDailySummary } from './AccountDailySummary'
import { AccountLedger } from './AccountLedger'
import { MovementDialog } from './MovementDialog'

const route = getRouteApi('/_console/merchants/$merchant/accountSummary')

type AccountSummaryData = ResponseOf<typeof financeCalls.accountSummary>

/**
 * /merchants/{merchant}/accountSummary: the merchant's balance per currency, and for the chosen
 * currency (the first unless the link names one) its figures, ledger, daily summary, and the
 * top-up and withdrawal dialogs (`?dialog=topup`, `?dialog=withdraw`).
 */
export function AccountSummary() {
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
      <PendingApproval of={{ merchantAccount: merchant }} policy="money" />
      <div className="grid gap-4 xl:grid-cols-2">
        <BalancesSection summary={summary} currency={currency} onChoose={choose} />
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

/** The merchant's balance in each currency, each currency a button that chooses it, with the top-up and withdrawal commands. */
function BalancesSection({ summary, currency, onChoose }: { summary: UseQueryResult<AccountSummaryData>; currency: string | null; onChoose: (currency: string) => void }) {
  const { t } = useTranslation('merchant')
  return (
    <Section title={t('account.balances')} actions={<CommandButtons pick={(command) => command.id === 'finance.topUp' || command.id === 'finance.withdraw'} />}>
      <RecordQuery query={summary} skeleton="h-24">
        {(data) => (
          <>
            <CompactTable
              caption={t('account.balances')}
              empty={t('account.none')}
              rows={data.accounts}
              rowKey={(account) => account.accountId}
              current={(account) => account.currency === currency}
              columns={[
                {
                  id: 'currency',
                  header: t('account.currency'),
                  cell: (account) => (
                    <button
                      type="button"
                      aria-pressed={currency === account.currency}
                      className="font-mono text-brand underline-offset-2 hover:underline focus-visible:underline"
                      onClick={() => onChoose(account.currency)}
                    >
                      {account.currency}
                    </button>
                  ),
                },
                {
                  id: 'balance',
                  header: t('account.balance'),
                  end: true,
                  cell: (account) => (
                    <span data-testid={`balance-${account.currency}`}>
                      <Amount amount={account.balance} currency={account.currency} />
                    </span>
                  ),
                },
                { id: 'status', header: t('fields.status'), headerClassName: 'ps-4', className: 'ps-4', cell: (account) => <StatusBadge status={account.status} /> },
              ]}
            />
            {data.accounts.length > 0 && (
              <p className="mt-2 text-xs text-slate-500">
                {t('account.updated')} <Time value={data.updated} />
              </p>
            )}
          </>
        )}
      </RecordQuery>
    </Section>
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
            <CompactTable
              caption={t('account.byTransferType')}
              empty={t('account.noEntries')}
              rows={data.byTransferType}
              rowKey={(row) => row.transferType}
              columns={[
                { id: 'transferType', header: t('account.transferType'), cell: (row) => t(`account.transferTypes.${row.transferType}`) },
                { id: 'count', header: t('account.count'), end: true, className: 'tabular-nums', cell: (row) => number.format(row.count) },
                { id: 'amount', header: t('account.amount'), end: true, cell: (row) => <Amount amount={row.amount} currency={currency} /> },
              ]}
            />
          </div>
        )}
      </RecordQuery>
    </Section>
  )
}
