import { NEW_RECORD } from '@domain/constants'
import { mgroupCalls } from '@domain/calls/mgroup'
import type { MerchantGroup } from '@domain/entities/mgroup'
import { merchantGroupFilterFields } from '@domain/filters/merchant-group'
import { getRouteApi, Outlet, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { GROUP_LIST } from '../../api/groups'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { StatusBadge } from '../../ui/StatusBadge'
import { ListWorkspace, type WorkspaceColumn } from '../../workspace'
import { Time } from '../../ui/Time'
import { GroupLogoImage } from './GroupLogo'

const route = getRouteApi('/_console/groups')

const columns: WorkspaceColumn<MerchantGroup>[] = [
  { id: 'logo', header: 'groups:fields.logo', cell: (row) => <GroupLogoImage group={row} size="small" />, width: 70 },
  { id: 'displayName', header: 'groups:fields.displayName', cell: (row) => row.displayName, width: 200 },
  { id: 'name', header: 'groups:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', width: 170 },
  { id: 'space', header: 'groups:fields.space', cell: (row) => row.space, width: 140 },
  { id: 'status', header: 'groups:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'merchantCount', header: 'groups:fields.merchantCount', cell: (row) => <span className="tabular-nums">{row.merchantCount}</span>, width: 110 },
  { id: 'created', header: 'groups:fields.created', cell: (row) => <Time value={row.created} />, sort: 'created', width: 170 },
]

const rowKey = (row: MerchantGroup) => row.name

/** /groups: the merchant groups the user sees, with the selected group (or a new one) beside the list. */
export function GroupsScreen() {
  const { t } = useTranslation('groups')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { group } = useParams({ strict: false })
  const create = useCommand('groups.create')
  return (
    <ListWorkspace<MerchantGroup>
      id={GROUP_LIST}
      title="groups:title"
      call={mgroupCalls.list}
      search={search}
      onSearchChange={(next) => void navigate({ search: next as typeof search })}
      fields={merchantGroupFilterFields}
      columns={columns}
      rowKey={rowKey}
      onOpen={(row) => void navigate({ to: '/groups/$group', params: { group: row.name }, search })}
      selectedKey={group}
      actions={
        create.available && (
          <Button onClick={create.run} disabled={group === NEW_RECORD}>
            {t('new')}
          </Button>
        )
      }
    >
      <Outlet />
    </ListWorkspace>
  )
}
