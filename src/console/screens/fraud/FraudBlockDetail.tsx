import type { FraudBlock } from '@domain/entities/fraud'
import { useTranslation } from 'react-i18next'
import { fraudBlockKind } from '../../api/fraud'
import { RecordKindDetail } from '../../workspace'
import { BlockFacts, BlockState } from '../../ui/block-parts'
import { DeleteBlock } from '../../workspace/DeleteBlock'
import { AppLink } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { SpaceName } from '../../ui/SpaceName'

/** One fraud block in the list's detail pane: what it blocks, where, why, until when; delete with a reason. */
export function FraudBlockDetail() {
  return <RecordKindDetail kind={fraudBlockKind}>{(block) => block && <FraudBlockPane b={block} />}</RecordKindDetail>
}

function FraudBlockPane({ b }: { b: FraudBlock }) {
  const { t } = useTranslation('fraud')
  const isCard = b.field === 'CREDIT_CARD_NUMBER'

  return (
    <article className="space-y-4 p-4" aria-label={t('detail.title', { id: b.id })}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('detail.title', { id: b.id })}</h2>
        <BlockState active={b.active} status={b.status} />
      </header>
      <BlockFacts
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
          [t('fields.scope'), b.merchantAccount ?? <SpaceName space={b.space} text={(space) => t('detail.wholeSpace', { space })} />],
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
        {isCard && <AppLink className="text-sm" to="/merchant/{-$merchantName}/transactions" params={{}} search={{ cardHash: b.accountId }}>{t('detail.transactions')}</AppLink>}
        {isCard && <AppLink className="text-sm" to="/velocitystatistics" search={{ accountId: b.accountId }}>{t('detail.velocity')}</AppLink>}
        <DeleteBlock kind={fraudBlockKind} block={b} title={t('detail.deleteTitle')} askReason />
      </div>
    </article>
  )
}
