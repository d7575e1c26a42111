import type { CardRestriction, CardRestrictionRule, CardRestrictionRuleHit } from '@domain/entities/cardrestriction'
import { LIST_COUNT_CAP } from '@domain/pagination'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ruleHits } from '../../api/cardrestriction'
import { errorText } from '../../lib/error-text'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { CompactTable } from '../../ui/CompactTable'
import { Amount, AppLink, consolePath } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'

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
  const hits = pages.data?.pages.flatMap((page) => page.items) ?? []
  const total = pages.data?.pages[0]?.total
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <div className="space-y-3" data-testid="rule-hits" aria-busy={pages.isFetching || undefined}>
      {restriction.status === 'INACTIVE' && <p className="text-sm text-amber-700 dark:text-amber-300">{t('hits.restrictionInactive')}</p>}
      {pages.isPending ? (
        <p className="text-sm text-slate-500">{t('hits.loading')}</p>
      ) : pages.isError && hits.length === 0 ? (
        <p role="alert" className="text-sm text-error">
          {t('hits.failed')} {errorText(pages.error)}
        </p>
      ) : hits.length === 0 ? (
        <p className="text-sm text-slate-500">{t('hits.empty')}</p>
      ) : (
        <>
          <p className="text-xs text-slate-500" data-testid="rule-hits-count">
            {total !== undefined && total > LIST_COUNT_CAP
              ? t('hits.countOver', { n: number.format(LIST_COUNT_CAP) })
              : t('hits.count', { n: number.format(total ?? hits.length) })}
          </p>
          <CompactTable<CardRestrictionRuleHit>
            caption={t('hits.caption', { id: rule.ruleId })}
            rows={hits}
            rowKey={(hit) => `${hit.merchantAccount}/${hit.transactionId}`}
            columns={[
              { id: 'when', header: t('hits.when'), className: 'whitespace-nowrap', cell: (hit) => <Time value={hit.created} precision="minute" /> },
              {
                id: 'transaction',
                header: t('hits.transaction'),
                cell: (hit) => (
                  <AppLink href={consolePath('merchant', hit.merchantAccount, 'transactions', hit.transactionId)} className="font-mono text-xs">
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
          {pages.isError && (
            <p role="alert" className="text-sm text-error">
              {t('hits.failed')} {errorText(pages.error)}
            </p>
          )}
          {pages.hasNextPage && (
            <Button variant="secondary" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {t('hits.more')}
            </Button>
          )}
        </>
      )}
    </div>
  )
}
