import { NEW_RECORD } from '@domain/constants'
import { cardblacklistCalls } from '@domain/calls/cardblacklist'
import type { CardBlacklistEntry } from '@domain/entities/cardblacklist'
import { cardBlacklistFilterFields } from '@domain/filters/cardblacklist'
import { getRouteApi, Outlet, useParams, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CARD_BLACKLIST_LIST } from '../../api/cardData'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { ListWorkspace, type WorkspaceColumn } from '../../workspace'
import { StatusBadge } from '../../ui/StatusBadge'

const route = getRouteApi('/_console/cardBlacklist')

const columns: WorkspaceColumn<CardBlacklistEntry>[] = [
  { id: 'cardId', header: 'cardData:blacklist.fields.cardId', cell: (row) => <span className="font-mono">{row.cardId}</span>, width: 260 },
  { id: 'cardBin', header: 'cardData:blacklist.fields.cardBin', cell: (row) => row.cardBin ?? '', width: 90 },
  { id: 'cardLast4Digits', header: 'cardData:blacklist.fields.cardLast4Digits', cell: (row) => row.cardLast4Digits ?? '', width: 80 },
  { id: 'space', header: 'cardData:blacklist.fields.space', cell: (row) => row.space, width: 110 },
  { id: 'reason', header: 'cardData:blacklist.fields.reason', cell: (row) => row.reason, width: 220 },
  { id: 'status', header: 'cardData:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 100 },
  { id: 'expiresAt', header: 'cardData:blacklist.fields.expiresAt', cell: (row) => row.expiresAt?.slice(0, 16).replace('T', ' ') ?? '', width: 150, hidden: true },
  { id: 'createdBy', header: 'cardData:blacklist.fields.createdBy', cell: (row) => row.createdBy ?? '', width: 110, hidden: true },
  { id: 'created', header: 'cardData:fields.created', cell: (row) => row.created.slice(0, 10), sort: 'createdAt', width: 110 },
]

/** One card can be blacklisted in several spaces: the key names both. */
const rowKey = (row: CardBlacklistEntry) => `${row.space}/${row.cardId}`

/** /cardBlacklist: cards refused in a space, with the selected entry (or a new one) beside the list. */
export function CardBlacklistScreen() {
  const { t } = useTranslation('cardData')
  // The list's own filters: the open entry's space belongs to the detail route.
  const { entrySpace: _open, ...search } = route.useSearch() as ReturnType<typeof route.useSearch> & { entrySpace?: string }
  const navigate = route.useNavigate()
  const params = useParams({ strict: false })
  // The open entry's space comes from the detail route's search.
  const { entrySpace } = useSearch({ strict: false })
  const create = useCommand('cardblacklist.create')
  const selectedKey = params.cardId === undefined ? undefined : params.cardId === NEW_RECORD ? NEW_RECORD : `${entrySpace ?? ''}/${params.cardId}`
  return (
    <ListWorkspace<CardBlacklistEntry>
      id={CARD_BLACKLIST_LIST}
      title="cardData:blacklist.title"
      call={cardblacklistCalls.list}
      search={search}
      onSearchChange={(next) => void navigate({ search: next as typeof search })}
      fields={cardBlacklistFilterFields}
      columns={columns}
      rowKey={rowKey}
      onOpen={(row) => void navigate({ to: '/cardBlacklist/$cardId', params: { cardId: row.cardId }, search: { ...search, entrySpace: row.space } })}
      selectedKey={selectedKey}
      exportList="cardblacklist"
      actions={
        create.available && (
          <Button onClick={create.run} disabled={params.cardId === NEW_RECORD}>
            {t('blacklist.new')}
          </Button>
        )
      }
    >
      <Outlet />
    </ListWorkspace>
  )
}

