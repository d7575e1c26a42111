import { useTranslation } from 'react-i18next'
import { type TrustPolicyConfigSummary, trustPolicyConfigs } from '../../api/trustpolicy'
import { useCommand } from '../../palette/use-command'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<TrustPolicyConfigSummary>[] = [
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => row.space, width: 120 },
  { id: 'name', header: 'common:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', width: 190 },
  { id: 'status', header: 'trustpolicy:fields.status', cell: (row) => <StatusText status={row.status} />, width: 100 },
  { id: 'default', header: 'trustpolicy:fields.isDefault', cell: (row) => <DefaultMark isDefault={row.isDefault} />, width: 90 },
  { id: 'collections', header: 'trustpolicy:fields.collectionCount', cell: (row) => <span className="tabular-nums">{row.collectionCount}</span>, width: 110 },
  { id: 'policies', header: 'trustpolicy:fields.policyCount', cell: (row) => <span className="tabular-nums">{row.policyCount}</span>, width: 100 },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updated', width: TIME_COLUMN_WIDTH },
]

function StatusText({ status }: { status: string }) {
  const { t } = useTranslation('trustpolicy')
  return <>{t(`statuses.${status}`)}</>
}

function DefaultMark({ isDefault }: { isDefault: boolean }) {
  const { t } = useTranslation('trustpolicy')
  return isDefault ? <span className="font-semibold text-brand">{t('defaultMark')}</span> : null
}

/** /trustPolicy: the trust policy configs of the spaces the user sees, with the selected one beside the list. */
export function TrustPolicyConfigsScreen() {
  const create = useCommand('trustpolicy.create')
  return <RecordKindList kind={trustPolicyConfigs} title="trustpolicy:title" columns={columns} create={create} />
}
