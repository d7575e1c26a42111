import type { VelocityBlock } from '@domain/entities/merchant'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { velocityBlockKind } from '../../api/fraud'
import { formatHours } from '../../lib/duration'
import { RecordKindDetail } from '../../workspace'
import { DeleteBlock } from './DeleteBlockDialog'
import { BlockState, Facts } from './parts'
import { AppLink } from '../../ui/record-parts'
import { Time } from '../../ui/Time'

const route = getRouteApi('/_console/merchants/$merchant/velocityblocks/$velocityBlock')

/** One velocity block: the rule that tripped, the count it saw against its limit; delete behind a confirmation. */
export function VelocityBlockDetail() {
  return <RecordKindDetail kind={velocityBlockKind}>{(block) => block && <VelocityBlockPane b={block} />}</RecordKindDetail>
}

function VelocityBlockPane({ b }: { b: VelocityBlock }) {
  const { t, i18n } = useTranslation('fraud')
  const params = route.useParams()
  const { merchant } = params
  const active = b.status === 'ACTIVE' && (!b.expiresAt || Date.parse(b.expiresAt) > Date.now())

  return (
    <article className="space-y-4 p-4" aria-label={t('velocityBlock.detailTitle', { id: b.id })}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('velocityBlock.detailTitle', { id: b.id })}</h2>
        <BlockState active={active} status={b.status} />
      </header>
      <Facts
        items={[
          [t(b.field === 'CREDIT_CARD_NUMBER' ? 'fields.cardHash' : 'fields.value'), <span key="v" className="font-mono" dir="ltr">{b.accountId}</span>],
          [t('fields.field'), t(`blocklistFields.${b.field}`)],
          [t('columns.rule'), b.rule],
          [t('columns.observed'), t('velocityBlock.observed', { observed: b.observedCount, limit: b.limitCount, window: formatHours(b.windowHours, i18n.language) })],
          [t('fields.reason'), b.reason],
          [t('fields.expiresAt'), b.expiresAt ? <Time key="e" value={b.expiresAt} /> : t('detail.noExpiry')],
          [t('detail.created'), <Time key="c" value={b.created} />],
        ]}
      />
      <div className="flex flex-wrap items-center gap-4">
        {b.field === 'CREDIT_CARD_NUMBER' && (
          <AppLink className="text-sm" to="/merchant/{-$merchantName}/transactions" params={{ merchantName: merchant }} search={{ cardHash: b.accountId }}>{t('detail.transactions')}</AppLink>
        )}
        <DeleteBlock kind={velocityBlockKind} block={b} title={t('velocityBlock.deleteTitle')} askReason={false} />
      </div>
    </article>
  )
}
