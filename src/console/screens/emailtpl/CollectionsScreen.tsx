import type { TemplateCollection } from '@domain/entities/emailtpl'
import { useTranslation } from 'react-i18next'
import { type TemplateArea, templateAreas } from '../../api/emailtpl'
import { useCommand } from '../../palette/use-command'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<TemplateCollection>[] = [
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => row.space, width: 120 },
  { id: 'name', header: 'common:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', width: 190 },
  { id: 'description', header: 'emailtpl:fields.description', cell: (row) => row.description ?? '—', width: 260 },
  { id: 'default', header: 'emailtpl:fields.isDefault', cell: (row) => <DefaultMark isDefault={row.isDefault} />, width: 90 },
  { id: 'templates', header: 'emailtpl:fields.templateCount', cell: (row) => <span className="tabular-nums">{row.templateCount}</span>, width: 100 },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updated', width: TIME_COLUMN_WIDTH },
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
