import { NEW_RECORD } from '@domain/constants'
import { cardbinCalls } from '@domain/calls/cardbin'
import type { CardBin } from '@domain/entities/cardbin'
import { cardBinFilterFields } from '@domain/filters/cardbin'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Outlet, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CARD_BIN_LIST, refreshCardData } from '../../api/cardData'
import { callApi } from '../../api/client'
import { showSuccess } from '../../session/alert-store'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { type BulkAction, ListWorkspace, type WorkspaceColumn } from '../../workspace'
import { StatusBadge } from '../../ui/StatusBadge'

const route = getRouteApi('/_console/cardBins')

const columns: WorkspaceColumn<CardBin>[] = [
  { id: 'bin', header: 'cardData:bins.fields.bin', cell: (row) => <span className="font-mono">{row.bin}</span>, sort: 'bin', width: 110 },
  { id: 'scheme', header: 'cardData:bins.fields.scheme', cell: (row) => row.scheme, width: 150 },
  { id: 'cardType', header: 'cardData:bins.fields.cardType', cell: (row) => row.cardType, width: 100 },
  { id: 'category', header: 'cardData:bins.fields.category', cell: (row) => row.category, width: 120, hidden: true },
  { id: 'level', header: 'cardData:bins.fields.level', cell: (row) => row.level ?? '', width: 110, hidden: true },
  { id: 'issuer', header: 'cardData:bins.fields.issuer', cell: (row) => row.issuer ?? '', width: 200 },
  { id: 'issuerCountry', header: 'cardData:bins.fields.issuerCountry', cell: (row) => row.issuerCountry ?? '', width: 90 },
  { id: 'currency', header: 'cardData:bins.fields.currency', cell: (row) => row.currency ?? '', width: 90, hidden: true },
  { id: 'status', header: 'cardData:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'updated', header: 'cardData:fields.updated', cell: (row) => row.updated.slice(0, 10), sort: 'updatedAt', width: 120 },
]

const rowKey = (row: CardBin) => row.bin

/** /cardBins: the platform's card ranges, with the selected BIN (or a new one) beside the list. */
export function CardBinsScreen() {
  const { t } = useTranslation('cardData')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { cardBin } = useParams({ strict: false })
  const create = useCommand('cardbin.create')
  const queryClient = useQueryClient()
  const bulkActions: BulkAction<CardBin>[] = [
    {
      id: 'disable',
      label: 'cardData:bins.disableSelected',
      permission: 'cardData.write',
      run: async (rows) => {
        // One audited update per BIN; a failure stops there and is shown, the rest stay as they were.
        for (const row of rows.filter((entry) => entry.status !== 'DISABLED')) {
          await callApi(cardbinCalls.update, { params: { id: row.bin }, body: { status: 'DISABLED' } })
        }
        await refreshCardData(queryClient)
        showSuccess(t('bins.disabled', { count: rows.length }))
      },
    },
  ]
  return (
    <ListWorkspace<CardBin>
      id={CARD_BIN_LIST}
      title="cardData:bins.title"
      call={cardbinCalls.list}
      search={search}
      onSearchChange={(next) => void navigate({ search: next as typeof search })}
      fields={cardBinFilterFields}
      columns={columns}
      rowKey={rowKey}
      onOpen={(row) => void navigate({ to: '/cardBins/$cardBin', params: { cardBin: row.bin }, search })}
      selectedKey={cardBin}
      exportList="cardbin"
      bulkActions={bulkActions}
      actions={
        create.available && (
          <Button onClick={create.run} disabled={cardBin === NEW_RECORD}>
            {t('bins.new')}
          </Button>
        )
      }
    >
      <Outlet />
    </ListWorkspace>
  )
}
