import type { CardRestriction, CardRestrictionRule } from '@domain/entities/cardrestriction'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { cardRestrictionQueryOptions, merchantCardRestrictionsQueryOptions } from '../../api/merchant'
import { Card } from '../../ui/Card'
import { StatusBadge } from '../../ui/StatusBadge'
import { RecordQuery } from '../../ui/RecordEditor'
import { restrictionTarget, rulesInOrder } from './card-restrictions'

const route = getRouteApi('/_console/merchants/$merchant/cardRestrictions')

type RestrictionSummary = Omit<CardRestriction, 'rules'>

/** /merchants/{merchant}/cardRestrictions: the card restrictions that apply to the merchant, each with its rules. Read-only. */
export function CardRestrictionsScreen() {
  const { t } = useTranslation('merchant')
  const { merchant } = route.useParams()
  const query = useQuery(merchantCardRestrictionsQueryOptions(merchant))

  return (
    <section aria-labelledby="card-restrictions-title" className="space-y-4">
      <header className="space-y-1">
        <h1 id="card-restrictions-title" className="text-xl font-semibold">
          {t('risk.cardRestrictions.title')}
        </h1>
        <p className="text-sm text-slate-500">{t('risk.cardRestrictions.intro')}</p>
      </header>
      <RecordQuery query={query} skeleton="h-48">
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-sm text-slate-500">{t('risk.cardRestrictions.empty')}</p>
          ) : (
            <ul className="space-y-4">
              {data.items.map((restriction) => (
                <li key={`${restriction.space}/${restriction.name}`}>
                  <RestrictionCard merchant={merchant} restriction={restriction} />
                </li>
              ))}
            </ul>
          )
        }
      </RecordQuery>
    </section>
  )
}

function RestrictionCard({ merchant, restriction }: { merchant: string; restriction: RestrictionSummary }) {
  const { t } = useTranslation('merchant')
  const target = restrictionTarget(restriction, merchant)
  return (
    <Card
      title={
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base text-slate-900 dark:text-slate-100">{restriction.name}</span>
          <StatusBadge status={restriction.status} />
          <span className="text-xs font-normal text-slate-500">
            {t('risk.cardRestrictions.space', { space: restriction.space })} · {target === 'merchant' ? t('risk.cardRestrictions.targetsMerchant') : t('risk.cardRestrictions.targetsSpace')}
          </span>
        </span>
      }
    >
      {restriction.description && <p className="mb-3 text-sm">{restriction.description}</p>}
      <RestrictionRules space={restriction.space} name={restriction.name} />
    </Card>
  )
}

function RestrictionRules({ space, name }: { space: string; name: string }) {
  const query = useQuery(cardRestrictionQueryOptions(space, name))
  return <RecordQuery query={query} skeleton="h-16">{(restriction) => <RulesTable name={name} rules={rulesInOrder(restriction.rules)} />}</RecordQuery>
}

function RulesTable({ name, rules }: { name: string; rules: CardRestrictionRule[] }) {
  const { t } = useTranslation('merchant')
  if (rules.length === 0) return <p className="text-sm text-slate-500">{t('risk.cardRestrictions.noRules')}</p>
  return (
    <table className="w-full text-start text-sm">
      <caption className="sr-only">{t('risk.cardRestrictions.rulesOf', { name })}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-700">
          <th scope="col" className="py-1 pe-3 text-start font-medium">{t('risk.cardRestrictions.fields.priority')}</th>
          <th scope="col" className="py-1 pe-3 text-start font-medium">{t('risk.cardRestrictions.fields.scope')}</th>
          <th scope="col" className="py-1 pe-3 text-start font-medium">{t('risk.cardRestrictions.fields.operator')}</th>
          <th scope="col" className="py-1 pe-3 text-start font-medium">{t('risk.cardRestrictions.fields.values')}</th>
          <th scope="col" className="py-1 pe-3 text-start font-medium">{t('risk.cardRestrictions.fields.action')}</th>
          <th scope="col" className="py-1 text-start font-medium">{t('risk.fields.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule) => (
          <tr key={rule.ruleId} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
            <td className="py-1.5 pe-3 tabular-nums">{rule.priority}</td>
            <td className="py-1.5 pe-3 font-mono text-xs">{rule.scope}</td>
            <td className="py-1.5 pe-3 font-mono text-xs">{rule.operator}</td>
            <td className="py-1.5 pe-3 font-mono text-xs" dir="ltr">
              {rule.values.length ? rule.values.join(', ') : '—'}
            </td>
            <td className="py-1.5 pe-3 font-mono text-xs">{rule.action}</td>
            <td className="py-1.5">
              <StatusBadge status={rule.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
