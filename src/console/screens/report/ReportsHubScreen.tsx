import type { GoTarget } from '@commands/go-target'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportConfigsQueryOptions } from '../../api/mspace'
import { useSessionStore } from '../../session/session-store'
import { usePermission } from '../../session/use-permission'
import { visibleSpaces } from '../../session/visible-scope'
import { Card, PageHeader } from '../../ui/Card'
import { SelectField } from '../../ui/Field'
import { RecordQuery } from '../../ui/RecordEditor'
import { AppLink } from '../../ui/record-parts'

/**
 * /reports: where reports start. A space's report configs, each opening in /customReports, and
 * the ways to the daily report files, the report configs and the transaction activities.
 */
export function ReportsHubScreen() {
  const { t } = useTranslation('report')
  const user = useSessionStore((state) => state.user)
  const spaces = visibleSpaces(user?.visibilityTree)
  const [chosen, setChosen] = useState<string>()
  const space = chosen ?? spaces[0]?.name
  const configs = useQuery({ ...reportConfigsQueryOptions(space ?? ''), enabled: space !== undefined })
  const canReadActivities = usePermission('transaction.read')
  const links: { target: GoTarget; label: string; text: string }[] = [
    { target: { to: '/dailyReports' }, label: t('hub.dailyReports'), text: t('hub.dailyReportsText') },
    { target: { to: '/customReports', search: space ? { space } : {} }, label: t('hub.customReports'), text: t('hub.customReportsText') },
    {
      target: space ? { to: '/reportsConfig/$space/cfg', params: { space } } : { to: '/reportsConfig' },
      label: t('hub.reportConfigs'),
      text: t('hub.reportConfigsText'),
    },
    ...(canReadActivities ? [{ target: { to: '/transactionActivities' } as const, label: t('hub.activities'), text: t('hub.activitiesText') }] : []),
  ]
  return (
    <div className="p-6">
      <PageHeader title={t('hub.title')} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('hub.configsTitle')}>
          {spaces.length > 1 && (
            <SelectField
              label={t('custom.space')}
              value={space ?? ''}
              options={spaces.map((option) => ({ value: option.name, label: option.displayName }))}
              onChange={(event) => setChosen(event.target.value)}
            />
          )}
          {space === undefined ? (
            <p className="text-sm text-slate-500">{t('hub.noSpace')}</p>
          ) : (
            <RecordQuery query={configs} skeleton="h-24">
              {(list) => {
                const runnable = list.filter((config) => config.definition !== null && config.status !== 'DISABLED')
                return runnable.length === 0 ? (
                  <p className="mt-3 text-sm text-slate-500">{t('custom.noConfigs')}</p>
                ) : (
                  <ul className="mt-3 space-y-2" aria-label={t('hub.configsTitle')}>
                    {runnable.map((config) => (
                      <li key={config.id}>
                        <AppLink to="/customReports" search={{ space, config: config.id }}>{config.name}</AppLink>
                        {config.description && <p className="text-xs text-slate-500">{config.description}</p>}
                      </li>
                    ))}
                  </ul>
                )
              }}
            </RecordQuery>
          )}
        </Card>
        <Card title={t('hub.linksTitle')}>
          <ul className="space-y-3">
            {links.map((link) => (
              <li key={link.label}>
                <AppLink {...link.target}>{link.label}</AppLink>
                <p className="text-xs text-slate-500">{link.text}</p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  )
}
