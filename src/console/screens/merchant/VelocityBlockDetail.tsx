import type { VelocityBlock } from '@domain/entities/merchant'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { velocityBlockKind } from '../../api/merchant'
import { formatHours } from '../../lib/duration'
import { RecordKindDetail } from '../../workspace'
import { BlockFacts, BlockState } from '../../ui/block-parts'
import { DeleteBlock } from '../../workspace/DeleteBlock'
import { AppLink } from '../../ui/record-parts'
import { Time } from '../../ui/Time'

const route = getRouteApi('/_console/merchants/$merchant/velocityblocks/$velocityBlock')

/** One velocity block: the rule that tripped, the count it saw against its limit; delete behind a confirmation. */
export function VelocityBlockDetail() {
  return <RecordKindDetail kind={velocityBlockKind}>{(block) => block && <VelocityBlockPane b={block} />}</RecordKindDetail>
}

function VelocityBlockPane({ b }: { b: VelocityBlock }) {
  const { t, i18n } = useTranslation(['merchant', 'fraud'])
  const params = route.useParams()
  const { merchant } = params
  const active = b.status === 'ACTIVE' && (!b.expiresAt || Date.parse(b.expiresAt) > Date.now())

  return (
    <article className="space-y-4 p-4" aria-label={t('velocityBlock.detailTitle', { id: b.id })}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('velocityBlock.detailTitle', { id: b.id })}</h2>
        <BlockState active={active} status={b.status} />
      </header>
      <BlockFacts
        items={[
          [t(b.field === 'CREDIT_CARD_NUMBER' ? 'fraud:fields.cardHash' : 'fraud:fields.value'), <span key="v" className="font-mono" dir="ltr">{b.accountId}</span>],
          [t('fraud:fields.field'), t(`fraud:blocklistFields.${b.field}`)],
          [t('fraud:columns.rule'), b.rule],
          [t('fraud:columns.observed'), t('velocityBlock.observed', { observed: b.observedCount, limit: b.limitCount, window: formatHours(b.windowHours, i18n.language) })],
          [t('fraud:fields.reason'), b.reason],
          [t('fraud:fields.expiresAt'), b.expiresAt ? <Time key="e" value={b.expiresAt} /> : t('fraud:detail.noExpiry')],
          [t('fraud:detail.created'), <Time key="c" value={b.created} />],
        ]}
      />
      <div className="flex flex-wrap items-center gap-4">
        {b.field === 'CREDIT_CARD_NUMBER' && (
          <AppLink className="text-sm" to="/merchant/{-$merchantName}/transactions" params={{ merchantName: merchant }} search={{ cardHash: b.accountId }}>{t('fraud:detail.transactions')}</AppLink>
        )}
        <DeleteBlock kind={velocityBlockKind} block={b} title={t('velocityBlock.deleteTitle')} askReason={false} />
      </div>
    </article>
  )
}
