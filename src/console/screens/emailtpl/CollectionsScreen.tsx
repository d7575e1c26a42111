import type { TemplateCollection } from '@domain/entities/emailtpl'
import { useTranslation } from 'react-i18next'
import { type TemplateArea, templateAreas } from '../../api/emailtpl'
import { useCommand } from '../../palette/use-command'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { SpaceName } from '../../ui/SpaceName'

const columns: WorkspaceColumn<TemplateCollection>[] = [
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'name', card: 'primary', header: 'common:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', kind: 'name' },
  { id: 'description', header: 'emailtpl:fields.description', cell: (row) => row.description ?? '—', kind: 'text' },
  { id: 'default', header: 'emailtpl:fields.isDefault', cell: (row) => <DefaultMark isDefault={row.isDefault} />, kind: 'boolean' },
  { id: 'templates', header: 'emailtpl:fields.templateCount', cell: (row) => <span className="tabular-nums">{row.templateCount}</span>, kind: 'count' },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updated', kind: 'time' },
]

function DefaultMark({ isDefault }: { isDefault: boolean }) {
  const { t } = useTranslation('emailtpl')
  return isDefault ? <span className="font-semibold text-brand">{t('defaultMark')}</span> : null
}

/** /templateCollections: the template collections of the spaces the user sees, with the selected one beside the list. */
export function TemplateCollectionsScreen() {
  const create = useCommand('emailtpl.create')
  return <CollectionList area={templateAreas.own} create={create} />
}

/** /systemTplCollections: the system collections every space falls back to. */
export function SystemTplCollectionsScreen() {
  return <CollectionList area={templateAreas.system} />
}

function CollectionList({ area, create }: { area: TemplateArea; create?: ReturnType<typeof useCommand> }) {
  return <RecordKindList kind={area.collections} title={area.system ? 'emailtpl:systemTitle' : 'emailtpl:title'} columns={columns} create={create} />
}
