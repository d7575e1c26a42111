import { useTranslation } from 'react-i18next'
import { type TrustPolicyConfigSummary, trustPolicyConfigs } from '../../api/trustpolicy'
import { useCommand } from '../../palette/use-command'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { SpaceName } from '../../ui/SpaceName'

const columns: WorkspaceColumn<TrustPolicyConfigSummary>[] = [
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'name', card: 'primary', header: 'common:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', kind: 'name' },
  { id: 'status', header: 'trustpolicy:fields.status', cell: (row) => <StatusText status={row.status} />, kind: 'status' },
  { id: 'default', header: 'trustpolicy:fields.isDefault', cell: (row) => <DefaultMark isDefault={row.isDefault} />, kind: 'boolean' },
  { id: 'collections', header: 'trustpolicy:fields.collectionCount', cell: (row) => <span className="tabular-nums">{row.collectionCount}</span>, kind: 'count' },
  { id: 'policies', header: 'trustpolicy:fields.policyCount', cell: (row) => <span className="tabular-nums">{row.policyCount}</span>, kind: 'count' },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updated', kind: 'time' },
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
