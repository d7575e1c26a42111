import type { CardRestriction, CardRestrictionRule, CardRestrictionRuleHit } from '@domain/entities/cardrestriction'
import { LIST_COUNT_CAP } from '@domain/pagination'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ruleHits } from '../../api/cardrestriction'
import { Card } from '../../ui/Card'
import { PagedTable } from '../../ui/PagedTable'
import { Amount, AppLink } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { transactionTarget } from '../../lib/targets'

/**
 * What a saved SHADOW rule would have done on the transactions written since it became one,
 * newest first, each opening its transaction. A rule of another status records nothing: the
 * section says how to start.
 */
export function RuleHits({ restriction, rule }: { restriction: CardRestriction; rule: CardRestrictionRule }) {
  const { t } = useTranslation('cardrestriction')
  return (
    <Card title={t('hits.title')}>
      {rule.status !== 'SHADOW' ? (
        <p className="text-sm text-slate-500" data-testid="rule-hits-off">
          {t('hits.notShadow')}
        </p>
      ) : (
        <HitList restriction={restriction} rule={rule} />
      )}
    </Card>
  )
}

function HitList({ restriction, rule }: { restriction: CardRestriction; rule: CardRestrictionRule }) {
  const { t, i18n } = useTranslation('cardrestriction')
  const pages = useInfiniteQuery(ruleHits(restriction, rule.ruleId))
  const total = pages.data?.pages[0]?.total
  const loaded = pages.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <div className="space-y-3" data-testid="rule-hits" aria-busy={pages.isFetching || undefined}>
      {restriction.status === 'INACTIVE' && <p className="text-sm text-amber-700 dark:text-amber-300">{t('hits.restrictionInactive')}</p>}
      <PagedTable<CardRestrictionRuleHit>
        pages={pages}
        texts={{ loading: t('hits.loading'), empty: t('hits.empty'), more: t('hits.more'), failed: t('hits.failed') }}
        head={
          <p className="text-xs text-slate-500" data-testid="rule-hits-count">
            {total !== undefined && total > LIST_COUNT_CAP ? t('hits.countOver', { n: number.format(LIST_COUNT_CAP) }) : t('hits.count', { n: number.format(total ?? loaded) })}
          </p>
        }
        caption={t('hits.caption', { id: rule.ruleId })}
        rowKey={(hit) => `${hit.merchantAccount}/${hit.transactionId}`}
        columns={[
          { id: 'when', header: t('hits.when'), className: 'whitespace-nowrap', cell: (hit) => <Time value={hit.created} precision="minute" /> },
          {
            id: 'transaction',
            header: t('hits.transaction'),
            cell: (hit) => (
              <AppLink {...transactionTarget(hit.merchantAccount, hit.transactionId)} className="font-mono text-xs">
                {hit.merchantAccount} / {hit.transactionId}
              </AppLink>
            ),
          },
          { id: 'amount', header: t('hits.amount'), end: true, cell: (hit) => <Amount amount={hit.amount} currency={hit.currency} /> },
          { id: 'card', header: t('hits.card'), className: 'font-mono text-xs', ltr: true, cell: (hit) => [hit.cardScheme ?? '—', hit.cardCountry ?? '—'].join(' · ') },
          { id: 'wouldHave', header: t('hits.wouldHave'), cell: (hit) => t(`actions.${hit.action}`) },
          {
            id: 'got',
            header: t('hits.got'),
            cell: (hit) => (
              <>
                <StatusBadge status={hit.result} /> <span className="font-mono text-xs text-slate-500">{hit.status}</span>
              </>
            ),
          },
        ]}
      />
    </div>
  )
}
