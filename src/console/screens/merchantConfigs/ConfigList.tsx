import { NEW_RECORD } from '@domain/constants'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { useQuery } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { type ConfigKind, GATEWAY_CONFIG_LIST, INSTRUMENT_CONFIG_LIST } from '../../api/merchantConfigs'
import { merchantQueryOptions } from '../../api/merchants'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { type ListCall, ListWorkspace, type WorkspaceColumn, type WorkspaceSearch } from '../../workspace'

const KINDS = {
  gateway: { list: GATEWAY_CONFIG_LIST, texts: 'gateways', create: 'merchantConfigs.addGatewayConfig' },
  instrument: { list: INSTRUMENT_CONFIG_LIST, texts: 'instruments', create: 'merchantConfigs.addInstrument' },
} as const

interface ConfigListProps<Row extends { id: number }> {
  kind: ConfigKind
  merchant: string
  call: ListCall<Row>
  columns: readonly WorkspaceColumn<Row>[]
  search: WorkspaceSearch
  onSearchChange: (next: WorkspaceSearch) => void
  onOpen: (row: Row) => void
  /** The id segment of the config open beside the list. */
  selected: string | undefined
}

const rowKey = (row: { id: number }) => String(row.id)

/** A merchant's gateway or instrument configs, with the selected one (its child route) beside the list. */
export function ConfigList<Row extends { id: number }>({ kind, merchant, call, columns, search, onSearchChange, onOpen, selected }: ConfigListProps<Row>) {
  const { t } = useTranslation('merchantConfigs')
  const { list, texts, create: createCommand } = KINDS[kind]
  const record = useQuery(merchantQueryOptions(merchant))
  const create = useCommand(createCommand)
  return (
    <ListWorkspace<Row>
      id={list}
      title={`${t(`${texts}.title`)} · ${record.data?.displayName ?? merchant}`}
      call={call}
      params={{ name: merchant }}
      search={search}
      onSearchChange={onSearchChange}
      fields={merchantConfigFilterFields}
      columns={columns}
      rowKey={rowKey}
      onOpen={onOpen}
      selectedKey={selected}
      actions={
        create.available && (
          <Button onClick={create.run} disabled={selected === NEW_RECORD}>
            {t(`${texts}.new`)}
          </Button>
        )
      }
    >
      <Outlet />
    </ListWorkspace>
  )
}
