import { type LedgerEntryType, ledgerEntryTypes, type TransferType, transferTypes } from '@domain/enums'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type LedgerFilters, ledgerQueryOptions } from '../../api/merchant'
import { errorText } from '../../lib/error-text'
import { Button } from '../../ui/Button'
import { SelectField } from '../../ui/Field'
import { Amount, Section } from '../../ui/record-parts'
import { Time } from '../../ui/Time'

interface AccountLedgerProps {
  merchant: string
  currency: string
  filters: LedgerFilters
  onFilters: (filters: LedgerFilters) => void
}

/** One currency's ledger entries, newest first: filters by entry and transfer type, and keyset "load more". */
export function AccountLedger({ merchant, currency, filters, onFilters }: AccountLedgerProps) {
  const { t } = useTranslation(['finance', 'merchant'])
  const pages = useInfiniteQuery(ledgerQueryOptions(merchant, currency, filters))
  const entries = pages.data?.pages.flatMap((page) => page.items) ?? []
  const any = { value: '', label: t('finance:ledger.any') }
  return (
    <Section title={t('finance:ledger.title', { currency })}>
      <div className="mb-3 flex flex-wrap gap-3">
        <SelectField
          label={t('finance:ledger.entryType')}
          value={filters.entryType ?? ''}
          onChange={(event) => onFilters({ ...filters, entryType: (event.target.value || undefined) as LedgerEntryType | undefined })}
          options={[any, ...ledgerEntryTypes.map((type) => ({ value: type, label: t(`finance:ledger.entryTypes.${type}`) }))]}
        />
        <SelectField
          label={t('finance:ledger.transferType')}
          value={filters.transferType ?? ''}
          onChange={(event) => onFilters({ ...filters, transferType: (event.target.value || undefined) as TransferType | undefined })}
          options={[any, ...transferTypes.map((type) => ({ value: type, label: t(`merchant:account.transferTypes.${type}`) }))]}
        />
      </div>
      {pages.isPending ? (
        <p className="text-sm text-slate-500">{t('finance:ledger.loading')}</p>
      ) : pages.isError && entries.length === 0 ? (
        <p role="alert" className="text-sm text-error">
          {errorText(pages.error as Error)}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t('finance:ledger.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-label={t('finance:ledger.table')}>
            <thead>
              <tr className="text-xs text-slate-500">
                <th className="py-1 text-start font-medium">{t('finance:ledger.when')}</th>
                <th className="py-1 text-start font-medium">{t('finance:ledger.entry')}</th>
                <th className="py-1 text-start font-medium">{t('finance:ledger.transferType')}</th>
                <th className="py-1 text-end font-medium">{t('finance:ledger.amount')}</th>
                <th className="py-1 text-end font-medium">{t('finance:ledger.balanceAfter')}</th>
                <th className="py-1 ps-4 text-start font-medium">{t('finance:ledger.reference')}</th>
                <th className="py-1 text-start font-medium">{t('finance:ledger.who')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100 align-top dark:border-slate-800">
                  <td className="py-1.5 pe-3">
                    <Time value={entry.created} />
                  </td>
                  <td className="py-1.5 pe-3">
                    <span className={entry.entryType === 'CR' ? 'text-success' : 'text-error'} title={t(`finance:ledger.entryTypes.${entry.entryType}`)}>
                      {entry.entryType}
                    </span>
                  </td>
                  <td className="py-1.5 pe-3">{t(`merchant:account.transferTypes.${entry.transferType}`)}</td>
                  <td className="py-1.5 text-end">
                    <Amount amount={entry.amount} currency={entry.currency} />
                  </td>
                  <td className="py-1.5 text-end">
                    <Amount amount={entry.balanceAfter} currency={entry.currency} />
                  </td>
                  <td className="py-1.5 ps-4 pe-3">
                    <span className="font-mono text-xs">{entry.reference}</span>
                    {entry.description && <span className="block text-xs text-slate-500">{entry.description}</span>}
                  </td>
                  <td className="py-1.5">{entry.createdBy ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages.isError && (
            <p role="alert" className="mt-2 text-sm text-error">
              {errorText(pages.error as Error)}
            </p>
          )}
          {pages.hasNextPage && (
            <Button variant="secondary" className="mt-3" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {t('finance:ledger.more')}
            </Button>
          )}
        </div>
      )}
    </Section>
  )
}
