import { useTranslation } from 'react-i18next'
import { useSessionStore } from '../../session/session-store'
import { visibleSpaces } from '../../session/visible-scope'
import { Card, PageHeader } from '../../ui/Card'
import { AppLink } from '../../ui/record-parts'

/** /reportsConfig: the spaces whose custom report definitions the user may see, each opening its list. */
export function ReportSpacesScreen() {
  const { t } = useTranslation('mspace')
  const user = useSessionStore((state) => state.user)
  const spaces = visibleSpaces(user?.visibilityTree)
  return (
    <div className="p-6">
      <PageHeader title={t('reports.title')} />
      <Card>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('reports.chooseSpace')}</p>
        {spaces.length === 0 ? (
          <p className="text-sm text-slate-500">{t('reports.noSpace')}</p>
        ) : (
          <ul className="space-y-1" aria-label={t('reports.spaces')}>
            {spaces.map((space) => (
              <li key={space.name}>
                <AppLink to="/reportsConfig/$space/cfg" params={{ space: space.name }}>{space.displayName}</AppLink>
                <span className="ms-2 font-mono text-xs text-slate-500">{space.name}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
