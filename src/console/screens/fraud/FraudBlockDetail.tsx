import { fraudCalls } from '@domain/calls/fraud'
import type { FraudBlock } from '@domain/entities/fraud'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { fraudBlockKind } from '../../api/fraud'
import { showSuccess } from '../../session/alert-store'
import { RecordKindDetail } from '../../workspace'
import { DeleteBlock } from './DeleteBlockDialog'
import { withoutDialog } from '../../palette/screen-dialog'
import { BlockState, Facts, PathLink } from './parts'
import { Time } from '../../ui/Time'

const route = getRouteApi('/_console/fraudblocks/$fraudBlock')

/** One fraud block in the list's detail pane: what it blocks, where, why, until when; delete with a reason. */
export function FraudBlockDetail() {
  return <RecordKindDetail kind={fraudBlockKind}>{(block) => block && <FraudBlockPane b={block} />}</RecordKindDetail>
}

function FraudBlockPane({ b }: { b: FraudBlock }) {
  const { t } = useTranslation('fraud')
  const search = route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const isCard = b.field === 'CREDIT_CARD_NUMBER'

  return (
    <article className="space-y-4 p-4" aria-label={t('detail.title', { id: b.id })}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('detail.title', { id: b.id })}</h2>
        <BlockState active={b.active} status={b.status} />
      </header>
      <Facts
        items={[
          [t(isCard ? 'fields.cardHash' : 'fields.value'), <span key="v" className="font-mono" dir="ltr">{b.accountId}</span>],
          [t('fields.field'), t(`blocklistFields.${b.field}`)],
          ...(isCard
            ? ([
                [t('fields.cardBin'), b.cardBin],
                [t('fields.cardLast4Digits'), b.cardLast4Digits],
                [t('fields.paymentType'), b.paymentType],
              ] as [string, string | null][])
            : []),
          [t('fields.scope'), b.merchantAccount ?? t('detail.wholeSpace', { space: b.space })],
          [t('fields.reason'), b.reason],
          [t('fields.expiresAt'), b.expiresAt ? <Time key="e" value={b.expiresAt} /> : t('detail.noExpiry')],
          [t('detail.createdBy'), b.createdBy],
          [t('detail.created'), <Time key="c" value={b.created} />],
          ...(b.status === 'DELETED'
            ? ([
                [t('detail.deletedBy'), b.deletedBy],
                [t('detail.deletedReason'), b.deletedReason],
              ] as [string, string | null][])
            : []),
        ]}
      />
      <div className="flex flex-wrap items-center gap-4">
        {isCard && <PathLink href={`/merchant/transactions?${new URLSearchParams({ cardHash: b.accountId })}`}>{t('detail.transactions')}</PathLink>}
        {isCard && <PathLink href={`/velocitystatistics?${new URLSearchParams({ accountId: b.accountId })}`}>{t('detail.velocity')}</PathLink>}
        <DeleteBlock
          block={b}
          permission={fraudBlockKind.writePermission!}
          title={t('detail.deleteTitle')}
          askReason
          remove={(reason) => callApi(fraudCalls.remove, { params: { id: b.id }, body: { reason } })}
          onDeleted={async () => {
            showSuccess(t('detail.deleted'))
            await fraudBlockKind.refresh(queryClient)
            await navigate({ to: '/fraudblocks', search: withoutDialog(search) })
          }}
        />
      </div>
    </article>
  )
}
