import { NEW_RECORD } from '@domain/constants'
import type { merchantCallerSchema } from '@domain/entities/merchant'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { merchantCallersQueryOptions, merchantResourcesQueryOptions } from '../../api/merchant'
import { useDialogAction } from '../../palette/screen-dialog'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { StatusBadge } from '../../ui/StatusBadge'
import { AppLink, type LinkedRecord, RecordLinks, Section } from '../../ui/record-parts'
import { CallerEditor } from './CallerEditor'
import type { GoTarget } from '@commands/go-target'
import { RecordQuery } from '../../ui/RecordEditor'
import { CompactTable } from '../../ui/CompactTable'

const route = getRouteApi('/_console/merchants/$merchant/resources')

type MerchantCaller = z.infer<typeof merchantCallerSchema>

/** A merchant's records of one kind: each a link to it in its tab, what tells it apart, and its status where it has one. */
function linksTo<R extends { id: number; name: string; status?: string }>(items: readonly R[], target: (id: string) => GoTarget, detail: (item: R) => string): LinkedRecord[] {
  return items.map((item) => ({ key: item.id, target: target(String(item.id)), name: item.name, detail: detail(item), status: item.status }))
}

/** /merchants/{merchant}/resources: everything the merchant links to, and the systems allowed to call the API for it. */
export function MerchantResources() {
  const { t } = useTranslation('merchant')
  const { merchant } = route.useParams()
  const resources = useQuery(merchantResourcesQueryOptions(merchant))
  const canSeeGroups = usePermission('merchantGroup.read')
  const none = t('resources.none')

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Section title={t('resources.title')}>
        <RecordQuery query={resources} skeleton="h-40">
          {(data) => (
            <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-3 text-sm" data-testid="merchant-resources">
              <dt className="text-slate-500">{t('fields.space')}</dt>
              <dd>{`${data.space.displayName} (${data.space.name})`}</dd>
              <dt className="text-slate-500">{t('fields.group')}</dt>
              <dd>{canSeeGroups ? <AppLink to="/groups/$group" params={{ group: data.group.name }}>{data.group.displayName}</AppLink> : data.group.displayName}</dd>
              <dt className="text-slate-500">{t('resources.gatewayConfigs')}</dt>
              <dd>
                <RecordLinks empty={none} items={linksTo(data.gatewayConfigs, (gateway) => ({ to: '/merchants/$merchant/gateways/$gateway', params: { merchant, gateway } }), (config) => config.gateway)} />
              </dd>
              <dt className="text-slate-500">{t('resources.instrumentConfigs')}</dt>
              <dd>
                <RecordLinks empty={none} items={linksTo(data.instrumentConfigs, (instrument) => ({ to: '/merchants/$merchant/instruments/$instrument', params: { merchant, instrument } }), (config) => config.instrument)} />
              </dd>
              <dt className="text-slate-500">{t('resources.trustLevels')}</dt>
              <dd>
                <RecordLinks empty={none} items={linksTo(data.trustLevels, (trustLevel) => ({ to: '/merchants/$merchant/trustlevels/$trustLevel', params: { merchant, trustLevel } }), (level) => level.level)} />
              </dd>
              <dt className="text-slate-500">{t('resources.callers')}</dt>
              <dd>{data.callers.length ? data.callers.join(', ') : '—'}</dd>
              <dt className="text-slate-500">{t('fields.tags')}</dt>
              <dd>{data.tags.length ? <RecordLinks items={data.tags.map((tag) => ({ key: tag, target: { to: '/merchants', search: { tag } }, name: tag }))} /> : '—'}</dd>
              <dt className="text-slate-500">{t('resources.currencies')}</dt>
              <dd dir="ltr">{data.currencies.length ? data.currencies.join(', ') : '—'}</dd>
              <dt className="text-slate-500">{t('resources.paymentTypes')}</dt>
              <dd>{data.paymentTypes.length ? data.paymentTypes.join(', ') : '—'}</dd>
            </dl>
          )}
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
        {(page) => (
          <CompactTable<MerchantCaller>
            caption={t('callers.title')}
            empty={t('callers.empty')}
            rows={page.items}
            rowKey={(caller) => caller.name}
            current={(caller) => caller.name === editing}
            columns={[
              {
                id: 'name',
                header: t('callers.fields.name'),
                cell: (caller) => (
                  <>
                    <button type="button" className="text-start text-brand underline-offset-2 hover:underline focus-visible:underline" onClick={() => setEditing(caller.name)}>
                      <span className="font-mono text-xs" dir="ltr">
                        {caller.name}
                      </span>
                    </button>
                    {caller.description && <p className="text-xs text-slate-500">{caller.description}</p>}
                  </>
                ),
              },
              { id: 'ipAddresses', header: t('callers.fields.ipAddresses'), className: 'font-mono text-xs', ltr: true, cell: (caller) => caller.ipAddresses.join(', ') || '—' },
              { id: 'status', header: t('fields.status'), cell: (caller) => <StatusBadge status={caller.status} /> },
            ]}
          />
        )}
      </RecordQuery>
      {editing !== null && (
        <div className="mt-4 rounded-md border border-slate-200 dark:border-slate-700">
          <CallerEditor key={editing} merchant={merchant} caller={editing === NEW_RECORD ? null : editing} onDone={setEditing} />
        </div>
      )}
    </Section>
  )
}
