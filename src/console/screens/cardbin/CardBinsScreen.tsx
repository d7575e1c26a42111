import { EnumText } from '../../ui/EnumText'
import { cardbinCalls } from '@domain/calls/cardbin'
import type { CardBin } from '@domain/entities/cardbin'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { cardbin } from '../../api/cardbin'
import { callApi } from '../../api/client'
import { useCommand } from '../../palette/use-command'
import { showSuccess } from '../../session/alert-store'
import { StatusBadge } from '../../ui/StatusBadge'
import { type BulkAction, RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<CardBin>[] = [
  { id: 'bin', header: 'cardbin:fields.bin', cell: (row) => <span className="font-mono">{row.bin}</span>, sort: 'bin', kind: 'code' },
  { id: 'scheme', header: 'cardbin:fields.scheme', cell: (row) => <EnumText value={row.scheme} />, kind: 'label' },
  { id: 'cardType', header: 'cardbin:fields.cardType', cell: (row) => <EnumText value={row.cardType} />, kind: 'enum' },
  { id: 'category', header: 'cardbin:fields.category', cell: (row) => row.category, kind: 'label', hidden: true },
  { id: 'level', header: 'cardbin:fields.level', cell: (row) => row.level ?? '', kind: 'enum', hidden: true },
  { id: 'issuer', header: 'cardbin:fields.issuer', cell: (row) => row.issuer ?? '', kind: 'name' },
  { id: 'issuerCountry', header: 'cardbin:fields.issuerCountry', cell: (row) => row.issuerCountry ?? '', kind: 'code' },
  { id: 'currency', header: 'cardbin:fields.currency', cell: (row) => row.currency ?? '', kind: 'code', hidden: true },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'updated', header: 'common:record.updated', cell: (row) => row.updated.slice(0, 10), sort: 'updatedAt', kind: 'date' },
]

/** /cardBins: the platform's card ranges, with the selected BIN (or a new one) beside the list. */
export function CardBinsScreen() {
  const { t } = useTranslation('cardbin')
  const queryClient = useQueryClient()
  const bulkActions: BulkAction<CardBin>[] = [
    {
      id: 'disable',
      label: 'cardbin:disableSelected',
      permission: 'cardBin.write',
      run: async (rows) => {
        // One audited update per BIN; a failure stops there and is shown, the rest stay as they were.
        for (const row of rows.filter((entry) => entry.status !== 'DISABLED')) {
          await callApi(cardbinCalls.update, { params: { id: row.bin }, body: { status: 'DISABLED' } })
        }
        await cardbin.refresh(queryClient)
        showSuccess(t('disabled', { count: rows.length }))
      },
    },
  ]
  return <RecordKindList kind={cardbin} columns={columns} create={useCommand('cardbin.create')} exportList="cardbin" bulkActions={bulkActions} />
}
