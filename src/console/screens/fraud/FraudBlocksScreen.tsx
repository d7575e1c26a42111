import type { FraudBlock } from '@domain/entities/fraud'
import { Link, useSearch } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { fraudBlockKind } from '../../api/fraud'
import { useCommand } from '../../palette/use-command'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { BlockState } from './parts'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'

const linkClass = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'

const columnsOf = (t: TFunction): WorkspaceColumn<FraudBlock>[] => [
  { id: 'created', header: 'fraud:columns.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', width: TIME_COLUMN_WIDTH },
  { id: 'state', header: 'fraud:columns.state', cell: (row) => <BlockState active={row.active} status={row.status} />, width: 96 },
  { id: 'field', header: 'fraud:columns.field', cell: (row) => t(`blocklistFields.${row.field}`), width: 120 },
  { id: 'accountId', header: 'fraud:columns.value', cell: (row) => <span className="font-mono text-xs" dir="ltr">{row.accountId}</span>, width: 260 },
  { id: 'card', header: 'fraud:columns.card', cell: (row) => (row.cardBin || row.cardLast4Digits ? `${row.cardBin ?? '······'}…${row.cardLast4Digits ?? '····'}` : '—'), width: 140 },
  { id: 'scope', header: 'fraud:columns.scope', cell: (row) => row.merchantAccount ?? t('detail.wholeSpace', { space: row.space }), width: 160 },
  { id: 'reason', header: 'fraud:columns.reason', cell: (row) => row.reason, width: 240 },
  { id: 'expiresAt', header: 'fraud:columns.expires', cell: (row) => <Time value={row.expiresAt} />, width: 160 },
  { id: 'createdBy', header: 'fraud:columns.createdBy', cell: (row) => row.createdBy ?? '—', width: 120, hidden: true },
  { id: 'updated', header: 'fraud:columns.updated', cell: (row) => <Time value={row.updated} />, sort: 'updatedAt', width: TIME_COLUMN_WIDTH, hidden: true },
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
