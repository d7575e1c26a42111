import type { CardRestriction } from '@domain/entities/cardrestriction'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { cardRestrictions, restrictionsOfMerchant } from '../../api/cardrestriction'
import { Card } from '../../ui/Card'
import { StatusBadge } from '../../ui/StatusBadge'
import { RecordQuery } from '../../ui/RecordEditor'
import { AppLink } from '../../ui/record-parts'
import { RulesTable } from './RulesTable'
import { restrictionLink, restrictionTarget } from './rules'

const route = getRouteApi('/_console/merchants/$merchant/cardRestrictions')

type RestrictionSummary = Omit<CardRestriction, 'rules'>

/** /merchants/{merchant}/cardRestrictions: the card restrictions that apply to the merchant, each with its rules; each opens on the card restriction screens, where it is changed. */
export function MerchantRestrictionsScreen() {
  const { t } = useTranslation('cardrestriction')
  const { merchant } = route.useParams()
  const query = useQuery(restrictionsOfMerchant(merchant))

  return (
    <section aria-labelledby="card-restrictions-title" className="space-y-4">
      <header className="space-y-1">
        <h1 id="card-restrictions-title" className="text-xl font-semibold">
          {t('merchantTab.title')}
        </h1>
        <p className="text-sm text-slate-500">{t('merchantTab.intro')}</p>
      </header>
      <RecordQuery query={query} skeleton="h-48">
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-sm text-slate-500">{t('merchantTab.empty')}</p>
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
  const { t } = useTranslation('cardrestriction')
  const target = restrictionTarget(restriction, merchant)
  return (
    <Card
      title={
        <span className="flex flex-wrap items-center gap-2">
          <AppLink {...restrictionLink(restriction)} className="font-mono text-base">
            {restriction.name}
          </AppLink>
          <StatusBadge status={restriction.status} />
          <span className="text-xs font-normal text-slate-500">
            {t('merchantTab.space', { space: restriction.space })} · {target === 'merchant' ? t('merchantTab.targetsMerchant') : t('merchantTab.targetsSpace')}
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
  const query = useQuery(cardRestrictions.detailQuery(name, { space }))
  return <RecordQuery query={query} skeleton="h-16">{(restriction) => <RulesTable restriction={restriction} />}</RecordQuery>
}
