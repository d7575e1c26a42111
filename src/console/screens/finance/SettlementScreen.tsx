import { ListWorkspace, type WorkspaceColumn } from '@console/workspace'
import { financeCalls } from '@domain/calls/finance'
import type { SettlementRecord } from '@domain/entities/finance'
import { settlementRecordFilterFields } from '@domain/filters/settlement'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { settlementUploadsQueryOptions } from '../../api/finance'
import { useScreenDialog, withoutDialog } from '../../palette/screen-dialog'
import { useSessionStore } from '../../session/session-store'
import { Button } from '../../ui/Button'
import { Amount, AppLink, Mono } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { SettlementUploads } from './SettlementUploads'
import { UploadSettlementDialog } from './UploadSettlementDialog'

const route = getRouteApi('/_console/settlement')

const transactionOf = (record: SettlementRecord) => ({ merchantName: record.merchantAccount ?? '', transaction: record.transactionId })

const columns: readonly WorkspaceColumn<SettlementRecord>[] = [
  { id: 'row', header: 'finance:settlement.fields.row', cell: (r) => <span className="tabular-nums">{r.row ?? '—'}</span>, sort: 'row', kind: 'count' },
  { id: 'result', header: 'finance:settlement.fields.result', cell: (r) => <StatusBadge status={r.result} />, kind: 'status' },
  {
    id: 'transaction',
    header: 'finance:settlement.fields.transaction',
    cell: (r) => (r.matched && r.merchantAccount ? <AppLink to="/merchant/{-$merchantName}/transactions/$transaction" params={transactionOf(r)}>{r.transactionId}</AppLink> : <Mono>{r.transactionId}</Mono>),
    kind: 'id',
  },
  { id: 'message', header: 'finance:settlement.fields.message', cell: (r) => <Reason record={r} />, kind: 'text' },
  { id: 'amount', header: 'finance:settlement.fields.amount', cell: (r) => <Amount amount={r.amount} currency={r.currency} />, sort: 'amount', kind: 'amount' },
  { id: 'fee', header: 'finance:settlement.fields.fee', cell: (r) => <Amount amount={r.fee} currency={r.currency} />, kind: 'amount' },
  { id: 'netAmount', header: 'finance:settlement.fields.netAmount', cell: (r) => <Amount amount={r.netAmount} currency={r.currency} />, kind: 'amount' },
  { id: 'merchant', scope: 'merchant', header: 'finance:settlement.fields.merchant', cell: (r) => r.merchantAccount ?? '—', kind: 'name' },
  { id: 'gateway', header: 'finance:settlement.fields.gateway', cell: (r) => <Mono>{r.gateway}</Mono>, kind: 'code' },
  { id: 'settlementDate', header: 'finance:settlement.fields.settlementDate', cell: (r) => <span className="tabular-nums">{r.settlementDate}</span>, sort: 'settlementDate', kind: 'date' },
  { id: 'upload', header: 'finance:settlement.fields.upload', cell: (r) => <span className="tabular-nums">{r.uploadId ?? '—'}</span>, kind: 'count', hidden: true },
  { id: 'gatewayReference', header: 'finance:settlement.fields.gatewayReference', cell: (r) => <Mono>{r.gatewayReference ?? '—'}</Mono>, kind: 'id', hidden: true },
  { id: 'created', header: 'finance:settlement.fields.created', cell: (r) => <Time value={r.created} />, sort: 'created', kind: 'time', hidden: true },
]

/** A row's reason in the user's language when it comes as a code, else the server's English. */
function Reason({ record }: { record: SettlementRecord }) {
  const { t } = useTranslation('finance')
  const text = record.reason ? t(`settlement.reasons.${record.reason.code}`, record.reason.params) : record.message
  return <span dir="auto">{text || '—'}</span>
}

/**
 * /settlement: a space's settlement records (every row of every gateway file, with its result)
 * and, for users of the whole space, its uploads beside them with their progress. Choosing an
 * upload filters the list to its rows; a new upload opens on its own rows.
 */
export function SettlementScreen() {
  const { t } = useTranslation('finance')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const router = useRouter()
  const user = useSessionStore((s) => s.user)
  const space = search.space ?? user?.mSpace.name ?? ''
  const wholeSpace = user?.superAdmin === true || user?.scope === 'SPACE'
  const canUpload = wholeSpace && (user?.permissions.includes('finance.write') ?? false)
  const dialog = useScreenDialog('upload')
  const uploads = useQuery({ ...settlementUploadsQueryOptions(space), enabled: wholeSpace && space !== '' })
  const uploadId = /^\d{1,15}$/.test(String(search.uploadId ?? '')) ? Number(search.uploadId) : undefined
  const kept = search.space ? { space: search.space } : {}
  // An upload's rows read in file order.
  const uploadSearch = (id: number) => ({ ...kept, uploadId: String(id), sort: 'row' })
  const showUpload = (id: number | undefined) =>
    void navigate({ search: id === undefined ? { ...withoutDialog(search), uploadId: undefined, sort: undefined } : { ...withoutDialog(search), ...uploadSearch(id) } })

  return (
    <>
      <ListWorkspace<SettlementRecord>
        id="settlement"
        title="finance:settlement.title"
        call={financeCalls.settlementRecords}
        params={{ space }}
        search={withoutDialog(search)}
        onSearchChange={(next) => void navigate({ search: { ...next, ...kept } })}
        fields={settlementRecordFilterFields}
        columns={columns}
        rowKey={(r) => String(r.id)}
        onOpen={(r) => {
          if (r.matched && r.merchantAccount) void router.navigate({ to: '/merchant/{-$merchantName}/transactions/$transaction', params: transactionOf(r) })
        }}
        selectedKey={wholeSpace ? 'uploads' : undefined}
        onClose={() => showUpload(undefined)}
        actions={
          canUpload && (
            <Button onClick={dialog.show} aria-keyshortcuts="u">
              {t('settlement.upload.action')}
            </Button>
          )
        }
      >
        {wholeSpace && <SettlementUploads space={space} uploadId={uploadId} onChoose={(upload) => showUpload(upload.id)} onClear={() => showUpload(undefined)} />}
      </ListWorkspace>
      {dialog.open && canUpload && (
        <UploadSettlementDialog
          space={space}
          defaultGateway={uploads.data?.items[0]?.gateway}
          onClose={dialog.close}
          onUploaded={(upload) => void navigate({ search: uploadSearch(upload.id), replace: true })}
        />
      )}
    </>
  )
}
