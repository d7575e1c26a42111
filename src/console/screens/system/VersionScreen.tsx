import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { versionQueryOptions } from '../../api/system'
import { errorText } from '../../lib/error-text'
import { Card, PageHeader, Skeleton } from '../../ui/Card'
import { Time } from '../../ui/Time'
import { KeptReferenceLists } from './KeptReferenceLists'

export function VersionScreen() {
  const { t } = useTranslation()
  const version = useQuery(versionQueryOptions())
  return (
    <div className="max-w-xl">
      <PageHeader title={t('shell:screens.version')} />
      <Card>
        {version.isPending ? (
          <Skeleton className="h-24" />
        ) : version.isError ? (
          <p role="alert" className="text-error">
            {errorText(version.error)}
          </p>
        ) : (
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 sm:gap-x-6 gap-y-2 text-sm">
            <dt className="text-slate-500">{t('shell:version.version')}</dt>
            <dd dir="ltr" className="text-start font-mono">{version.data.version}</dd>
            <dt className="text-slate-500">{t('shell:version.commit')}</dt>
            <dd dir="ltr" className="break-all text-start font-mono">{version.data.commit ?? '—'}</dd>
            <dt className="text-slate-500">{t('shell:version.engine')}</dt>
            <dd dir="ltr" className="text-start font-mono">{version.data.engine}</dd>
            <dt className="text-slate-500">{t('shell:version.startedAt')}</dt>
            <dd>
              <Time value={version.data.startedAt} />
            </dd>
          </dl>
        )}
      </Card>
      <KeptReferenceLists />
    </div>
  )
}
