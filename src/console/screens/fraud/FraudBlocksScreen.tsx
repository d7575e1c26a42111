import type { FraudBlock } from '@domain/entities/fraud'
import { Link, useSearch } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { fraudBlockKind } from '../../api/fraud'
import { useCommand } from '../../palette/use-command'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { BlockState } from '../../ui/block-parts'
import { Time } from '../../ui/Time'
import { SpaceName } from '../../ui/SpaceName'

const linkClass = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'

const columnsOf = (t: TFunction): WorkspaceColumn<FraudBlock>[] => [
  { id: 'created', header: 'fraud:columns.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', kind: 'time' },
  { id: 'state', header: 'fraud:columns.state', cell: (row) => <BlockState active={row.active} status={row.status} />, kind: 'status' },
  { id: 'field', header: 'fraud:columns.field', cell: (row) => t(`blocklistFields.${row.field}`), kind: 'label' },
  { id: 'accountId', card: 'primary', header: 'fraud:columns.value', cell: (row) => <span className="font-mono text-xs" dir="ltr">{row.accountId}</span>, kind: 'token' },
  { id: 'card', header: 'fraud:columns.card', cell: (row) => (row.cardBin || row.cardLast4Digits ? `${row.cardBin ?? '······'}…${row.cardLast4Digits ?? '····'}` : '—'), kind: 'id' },
  { id: 'scope', header: 'fraud:columns.scope', cell: (row) => row.merchantAccount ?? <SpaceName space={row.space} text={(space) => t('detail.wholeSpace', { space })} />, kind: 'name' },
  { id: 'reason', header: 'fraud:columns.reason', cell: (row) => row.reason, kind: 'text' },
  { id: 'expiresAt', header: 'fraud:columns.expires', cell: (row) => <Time value={row.expiresAt} />, kind: 'time' },
  { id: 'createdBy', header: 'fraud:columns.createdBy', cell: (row) => row.createdBy ?? '—', kind: 'name', hidden: true },
  { id: 'updated', header: 'fraud:columns.updated', cell: (row) => <Time value={row.updated} />, sort: 'updatedAt', kind: 'time', hidden: true },
]

/** Every fraud block in scope; `?accountId=` shows the blocks of one card hash (or email, IP...). */
export function FraudBlocksScreen() {
  const { t } = useTranslation('fraud')
  const create = useCommand('fraud.create')
  const { accountId } = useSearch({ from: '/_console/fraudblocks' })
  const listed = typeof accountId === 'string' ? accountId : undefined
  // The new-block form is a page of its own, with the listed value as its prefill: a link rather than the kind's button.
  const actions = create.available && (
    <>
      <Link to="/fraudblocks/batch" className={linkClass}>
        {t('list.batch')}
      </Link>
      <Link to="/fraudblocks/@new" search={listed ? { accountId: listed } : {}} className={`${linkClass} bg-brand text-brand-contrast`}>
        {t('list.new')}
      </Link>
    </>
  )
  return <RecordKindList kind={fraudBlockKind} title="fraud:list.title" columns={columnsOf(t)} exportList="fraudblock" actions={actions} />
}
