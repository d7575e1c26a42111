import type { Merchant } from '@domain/entities/merchant'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { merchantKind, merchantQueryOptions, merchantResourcesQueryOptions } from '../../api/merchant'
import { usePermission } from '../../session/use-permission'
import { RecordQuery } from '../../ui/RecordEditor'
import { Facts, Section } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { KeyFigures } from './KeyFigures'
import { MerchantTags } from './MerchantTags'
import { type ConfigFact, configurationFacts } from './merchant-logic'
import { SecretKeyCard } from './SecretKeyCard'
import { RecordHistory } from '../../workspace/RecordHistory'

const route = getRouteApi('/_console/merchants/$merchant/')

/** /merchants/{merchant}: the merchant at a glance: figures, configuration, tags and secret key. */
export function MerchantOverview() {
  const { merchant } = route.useParams()
  const query = useQuery(merchantQueryOptions(merchant))
  return <RecordQuery query={query}>{(record) => <Overview merchant={record} />}</RecordQuery>
}

function Overview({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation('merchant')
  const canSeeFigures = usePermission('dashboard.read')
  const resources = useQuery(merchantResourcesQueryOptions(merchant.name))
  const parts = configurationFacts(merchant.configuration)

  const value = (fact: ConfigFact): ReactNode => {
    if (fact.kind === 'flag') return fact.value ? t('overview.yes') : t('overview.no')
    if (fact.kind === 'list') return fact.value.length ? fact.value.join(', ') : null
    return fact.value
  }

  return (
    <div className="grid gap-4 xl:grid-cols-3">
      <div className="space-y-4 xl:col-span-2">
        {canSeeFigures && <KeyFigures merchant={merchant.name} />}
        <div className="grid gap-4 md:grid-cols-2">
          {(['settings', 'paywall', 'email', 'fraud'] as const).map((part) => (
            <Section key={part} title={t(`overview.parts.${part}`)}>
              <Facts rows={parts[part].map((fact) => [t(`overview.config.${fact.key}`), value(fact)])} />
            </Section>
          ))}
        </div>
      </div>
      <div className="space-y-4">
        <Section title={t('overview.account')}>
          <Facts
            rows={[
              [t('fields.businessType'), t(`businessTypes.${merchant.businessType}`)],
              [t('fields.defaultCurrency'), merchant.defaultCurrency],
              [t('fields.timezone'), t(`auth:timezones.${merchant.timezone}`, { defaultValue: merchant.timezone })],
              [t('fields.created'), <Time key="created" value={merchant.created} />],
              [t('fields.updated'), <Time key="updated" value={merchant.updated} />],
            ]}
          />
        </Section>
        <MerchantTags merchant={merchant.name} space={resources.data?.space.id ?? null} />
        <SecretKeyCard merchant={merchant} />
        {merchantKind.history && <RecordHistory target={merchantKind.history(merchant)} />}
      </div>
    </div>
  )
}
