import { NEW_RECORD } from '@domain/constants'
import { Outlet } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { merchantKind } from '../../api/merchant'
import { errorText } from '../../lib/error-text'
import { useSessionStore } from '../../session/session-store'
import { Skeleton } from '../../ui/Card'
import { OverflowTabs } from '../../ui/OverflowTabs'
import { StatusBadge } from '../../ui/StatusBadge'
import { useKindRecord } from '../../workspace'
import { MerchantCreate } from './MerchantCreate'
import { merchantTabRoute, merchantTabs } from '@commands/merchant-tabs'

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
        <div className="flex min-w-0 items-center gap-3 overflow-hidden">
          {query.isPending ? (
            <Skeleton className="h-7 w-64" />
          ) : query.isError ? (
            <p role="alert" className="text-sm text-error">
              {errorText(query.error as Error)}
            </p>
          ) : (
            <>
              <h1 className="truncate text-xl font-semibold">{query.data.displayName}</h1>
              <span className="hidden whitespace-nowrap font-mono text-sm text-slate-500 sm:inline" dir="ltr">
                {query.data.name}
              </span>
              <span className="shrink-0">
                <StatusBadge status={query.data.status} />
              </span>
              <span className="hidden truncate text-sm text-slate-500 sm:inline">{t('header.group', { group: query.data.group, space: query.data.space })}</span>
            </>
          )}
        </div>
        <OverflowTabs
          label={t('tabs.label')}
          tabs={tabs.map((tab) => ({ key: tab.key, target: { to: merchantTabRoute(tab.segment), params: { merchant } }, label: t(`tabs.${tab.key}`), exact: tab.segment === '' }))}
        />
      </header>
      <div className="p-4 md:p-8">
        <Outlet />
      </div>
    </div>
  )
}
