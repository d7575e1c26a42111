import type { CardRestriction, CardRestrictionRule } from '@domain/entities/cardrestriction'
import { LIST_COUNT_CAP } from '@domain/pagination'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ruleHits } from '../../api/cardrestriction'
import { errorText } from '../../lib/error-text'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
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
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('hits.caption', { id: rule.ruleId })}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-700">
                  <th scope="col" className="py-1 pe-3 text-start font-medium">{t('hits.when')}</th>
                  <th scope="col" className="py-1 pe-3 text-start font-medium">{t('hits.transaction')}</th>
                  <th scope="col" className="py-1 pe-3 text-end font-medium">{t('hits.amount')}</th>
                  <th scope="col" className="py-1 pe-3 text-start font-medium">{t('hits.card')}</th>
                  <th scope="col" className="py-1 pe-3 text-start font-medium">{t('hits.wouldHave')}</th>
                  <th scope="col" className="py-1 text-start font-medium">{t('hits.got')}</th>
                </tr>
              </thead>
              <tbody>
                {hits.map((hit) => (
                  <tr key={`${hit.merchantAccount}/${hit.transactionId}`} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800">
                    <td className="py-1.5 pe-3 whitespace-nowrap">
                      <Time value={hit.created} precision="minute" />
                    </td>
                    <td className="py-1.5 pe-3">
                      <AppLink href={consolePath('merchant', hit.merchantAccount, 'transactions', hit.transactionId)} className="font-mono text-xs">
                        {hit.merchantAccount} / {hit.transactionId}
                      </AppLink>
                    </td>
                    <td className="py-1.5 pe-3 text-end">
                      <Amount amount={hit.amount} currency={hit.currency} />
                    </td>
                    <td className="py-1.5 pe-3 font-mono text-xs" dir="ltr">
                      {[hit.cardScheme ?? '—', hit.cardCountry ?? '—'].join(' · ')}
                    </td>
                    <td className="py-1.5 pe-3">{t(`actions.${hit.action}`)}</td>
                    <td className="py-1.5">
                      <StatusBadge status={hit.result} /> <span className="font-mono text-xs text-slate-500">{hit.status}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
