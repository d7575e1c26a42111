import type { LedgerEntry } from '@domain/entities/finance'
import { type LedgerEntryType, ledgerEntryTypes, type TransferType, transferTypes } from '@domain/enums'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type LedgerFilters, ledgerQueryOptions } from '../../api/merchant'
import { SelectField } from '../../ui/Field'
import { PagedTable } from '../../ui/PagedTable'
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
      <PagedTable<LedgerEntry>
        pages={pages}
        texts={{ loading: t('finance:ledger.loading'), empty: t('finance:ledger.empty'), more: t('finance:ledger.more') }}
        caption={t('finance:ledger.table')}
        rowKey={(entry) => entry.id}
        columns={[
          { id: 'when', header: t('finance:ledger.when'), cell: (entry) => <Time value={entry.created} /> },
          {
            id: 'entry',
            header: t('finance:ledger.entry'),
            cell: (entry) => (
              <span className={entry.entryType === 'CR' ? 'text-success' : 'text-error'} title={t(`finance:ledger.entryTypes.${entry.entryType}`)}>
                {entry.entryType}
              </span>
            ),
          },
          { id: 'transferType', header: t('finance:ledger.transferType'), cell: (entry) => t(`merchant:account.transferTypes.${entry.transferType}`) },
          { id: 'amount', header: t('finance:ledger.amount'), end: true, cell: (entry) => <Amount amount={entry.amount} currency={entry.currency} /> },
          { id: 'balanceAfter', header: t('finance:ledger.balanceAfter'), end: true, cell: (entry) => <Amount amount={entry.balanceAfter} currency={entry.currency} /> },
          {
            id: 'reference',
            header: t('finance:ledger.reference'),
            headerClassName: 'ps-4',
            className: 'ps-4',
            cell: (entry) => (
              <>
                <span className="font-mono text-xs">{entry.reference}</span>
                {entry.description && <span className="block text-xs text-slate-500">{entry.description}</span>}
              </>
            ),
          },
          { id: 'who', header: t('finance:ledger.who'), cell: (entry) => entry.createdBy ?? '—' },
        ]}
      />
    </Section>
  )
}
