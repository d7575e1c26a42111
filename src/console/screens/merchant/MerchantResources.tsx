import { NEW_RECORD } from '@domain/constants'
import type { merchantCallerSchema } from '@domain/entities/merchant'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { merchantCallersQueryOptions, merchantResourcesQueryOptions } from '../../api/merchant'
import { useDialogAction } from '../../palette/screen-dialog'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { StatusBadge } from '../../ui/StatusBadge'
import { AppLink, consolePath, Section } from '../../ui/record-parts'
import { CallerEditor } from './CallerEditor'
import { merchantTabPath } from '@commands/merchant-tabs'
import { RecordQuery } from '../../ui/RecordEditor'

const route = getRouteApi('/_console/merchants/$merchant/resources')

type MerchantCaller = z.infer<typeof merchantCallerSchema>

function LinkList({ items, empty }: { items: { key: string; node: ReactNode }[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>
  return (
    <ul className="space-y-1 text-sm">
      {items.map((item) => (
        <li key={item.key} className="flex flex-wrap items-center gap-2">
          {item.node}
        </li>
      ))}
    </ul>
  )
}

interface LinkedRecord {
  id: number
  name: string
  status?: string
}

/** A merchant's records of one kind: each a link to it in its tab, what tells it apart, and its status where it has one. */
function RecordLinks<R extends LinkedRecord>({ items, href, detail }: { items: R[]; href: (id: string) => string; detail: (item: R) => string }) {
  const { t } = useTranslation('merchant')
  const links = items.map((item) => ({
    key: String(item.id),
    node: (
      <>
        <AppLink href={href(String(item.id))}>{item.name}</AppLink>
        <span className="text-xs text-slate-500">{detail(item)}</span>
        {item.status && <StatusBadge status={item.status} />}
      </>
    ),
  }))
  return <LinkList empty={t('resources.none')} items={links} />
}

/** /merchants/{merchant}/resources: everything the merchant links to, and the systems allowed to call the API for it. */
export function MerchantResources() {
  const { t } = useTranslation('merchant')
  const { merchant } = route.useParams()
  const resources = useQuery(merchantResourcesQueryOptions(merchant))
  const canSeeGroups = usePermission('merchantGroup.read')
  const tab = (segment: Parameters<typeof merchantTabPath>[1], ...rest: string[]) => [merchantTabPath(merchant, segment), ...rest.map(encodeURIComponent)].join('/')

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Section title={t('resources.title')}>
        <RecordQuery query={resources} skeleton="h-40">
          {(data) =>
            (
              <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-3 text-sm" data-testid="merchant-resources">
                <dt className="text-slate-500">{t('fields.space')}</dt>
                <dd>{`${data.space.displayName} (${data.space.name})`}</dd>
                <dt className="text-slate-500">{t('fields.group')}</dt>
                <dd>
                  {canSeeGroups ? (
                    <AppLink href={consolePath('groups', data.group.name)}>{data.group.displayName}</AppLink>
                  ) : (
                    data.group.displayName
                  )}
                </dd>
                <dt className="text-slate-500">{t('resources.gatewayConfigs')}</dt>
                <dd>
                  <RecordLinks items={data.gatewayConfigs} href={(id) => tab('gateways', id)} detail={(config) => config.gateway} />
                </dd>
                <dt className="text-slate-500">{t('resources.instrumentConfigs')}</dt>
                <dd>
                  <RecordLinks items={data.instrumentConfigs} href={(id) => tab('instruments', id)} detail={(config) => config.instrument} />
                </dd>
                <dt className="text-slate-500">{t('resources.trustLevels')}</dt>
                <dd>
                  <RecordLinks items={data.trustLevels} href={(id) => tab('trustlevels', id)} detail={(level) => level.level} />
                </dd>
                <dt className="text-slate-500">{t('resources.callers')}</dt>
                <dd>{data.callers.length ? data.callers.join(', ') : '—'}</dd>
                <dt className="text-slate-500">{t('fields.tags')}</dt>
                <dd>
                  {data.tags.length ? (
                    <LinkList
                      empty={t('resources.none')}
                      items={data.tags.map((tag) => ({ key: tag, node: <AppLink href={`/merchants?${new URLSearchParams({ tag })}`}>{tag}</AppLink> }))}
                    />
                  ) : (
                    '—'
                  )}
                </dd>
                <dt className="text-slate-500">{t('resources.currencies')}</dt>
                <dd dir="ltr">{data.currencies.length ? data.currencies.join(', ') : '—'}</dd>
                <dt className="text-slate-500">{t('resources.paymentTypes')}</dt>
                <dd>{data.paymentTypes.length ? data.paymentTypes.join(', ') : '—'}</dd>
              </dl>
            )
          }
        </RecordQuery>
      </Section>
      <Callers merchant={merchant} />
    </div>
  )
}

/** The merchant's API callers: a list, and the one being edited (or added) under it. */
function Callers({ merchant }: { merchant: string }) {
  const { t } = useTranslation('merchant')
  const canWrite = usePermission('merchant.configure')
  const callers = useQuery(merchantCallersQueryOptions(merchant))
  const [editing, setEditing] = useState<string | null>(null)
  const add = () => {
    if (canWrite) setEditing(NEW_RECORD)
  }
  useDialogAction('addCaller', add)

  const rows: MerchantCaller[] = callers.data?.items ?? []
  return (
    <Section
      title={t('callers.title')}
      actions={
        canWrite && (
          <Button variant="secondary" onClick={add} disabled={editing === NEW_RECORD}>
            {t('callers.new')}
          </Button>
        )
      }
    >
      <RecordQuery query={callers} skeleton="h-24">
        {() =>
          rows.length === 0 ? (
            <p className="text-sm text-slate-500">{t('callers.empty')}</p>
          ) : (
            <table className="w-full text-sm" aria-label={t('callers.title')}>
              <thead>
                <tr className="text-start text-xs text-slate-500">
                  <th className="py-1 text-start font-medium">{t('callers.fields.name')}</th>
                  <th className="py-1 text-start font-medium">{t('callers.fields.ipAddresses')}</th>
                  <th className="py-1 text-start font-medium">{t('fields.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((caller) => (
                  <tr key={caller.name} className={`border-t border-slate-100 dark:border-slate-800 ${editing === caller.name ? 'bg-brand/5' : ''}`}>
                    <td className="py-1.5">
                      <button type="button" className="text-start text-brand underline-offset-2 hover:underline focus-visible:underline" onClick={() => setEditing(caller.name)}>
                        <span className="font-mono text-xs" dir="ltr">
                          {caller.name}
                        </span>
                      </button>
                      {caller.description && <p className="text-xs text-slate-500">{caller.description}</p>}
                    </td>
                    <td className="py-1.5 font-mono text-xs" dir="ltr">
                      {caller.ipAddresses.join(', ') || '—'}
                    </td>
                    <td className="py-1.5">
                      <StatusBadge status={caller.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </RecordQuery>
      {editing !== null && (
        <div className="mt-4 rounded-md border border-slate-200 dark:border-slate-700">
          <CallerEditor key={editing} merchant={merchant} caller={editing === NEW_RECORD ? null : editing} onDone={setEditing} />
        </div>
      )}
    </Section>
  )
}
