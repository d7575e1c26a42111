import { NEW_RECORD } from '@domain/constants'
import { Link, Outlet } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { merchantKind } from '../../api/merchant'
import { errorText } from '../../lib/error-text'
import { useSessionStore } from '../../session/session-store'
import { Skeleton } from '../../ui/Card'
import { StatusBadge } from '../../ui/StatusBadge'
import { useKindRecord } from '../../workspace'
import { MerchantCreate } from './MerchantCreate'
import { merchantTabPath, merchantTabs } from '@commands/merchant-tabs'

/** The header's height, which lists under it subtract from theirs. */
const HEADER_HEIGHT = '6.5rem'

/**
 * /merchants/{merchant}: the merchant's name and state above a strip of its child screens,
 * which render below; `/merchants/@new` is the form that creates one.
 */
export function MerchantLayout() {
  const { id, query } = useKindRecord(merchantKind)
  const { t } = useTranslation('merchant')
  const permissions = useSessionStore((state) => state.user?.permissions)
  if (id === NEW_RECORD) return <MerchantCreate />
  if (id === null) return <p role="alert" className="text-sm text-error">{t('common:record.notFound')}</p>
  const merchant = id
  const tabs = merchantTabs.filter((tab) => permissions?.includes(tab.permission))

  return (
    <div className="-m-4 md:-m-8" style={{ '--workspace-offset': HEADER_HEIGHT } as CSSProperties}>
      <header className="flex h-[6.5rem] flex-col justify-between border-b border-slate-200 px-4 pt-3 dark:border-slate-800">
        <div className="flex min-w-0 items-center gap-3">
          {query.isPending ? (
            <Skeleton className="h-7 w-64" />
          ) : query.isError ? (
            <p role="alert" className="text-sm text-error">
              {errorText(query.error as Error)}
            </p>
          ) : (
            <>
              <h1 className="truncate text-xl font-semibold">{query.data.displayName}</h1>
              <span className="font-mono text-sm text-slate-500" dir="ltr">
                {query.data.name}
              </span>
              <StatusBadge status={query.data.status} />
              <span className="truncate text-sm text-slate-500">{t('header.group', { group: query.data.group, space: query.data.space })}</span>
            </>
          )}
        </div>
        <nav aria-label={t('tabs.label')} className="-mb-px flex gap-1 overflow-x-auto">
          {tabs.map((tab) => (
            <Link
              key={tab.key}
              to={merchantTabPath(merchant, tab.segment)}
              activeOptions={{ exact: tab.segment === '' }}
              className="whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
              activeProps={{ className: '!border-brand font-semibold !text-slate-900 dark:!text-white', 'aria-current': 'page' }}
            >
              {t(`tabs.${tab.key}`)}
            </Link>
          ))}
        </nav>
      </header>
      <div className="p-4 md:p-8">
        <Outlet />
      </div>
    </div>
  )
}
