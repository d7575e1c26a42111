import { muserCalls } from '@domain/calls/muser'
import type { UserEvent } from '@domain/entities/muser'
import { userEventFilterFields } from '@domain/filters/muser'
import { type InfiniteData, useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { eventNameKey } from '../../lib/event-name'
import { useScreenDialog, withoutDialog } from '../../palette/screen-dialog'
import { Button } from '../../ui/Button'
import { EventDiff } from '../../ui/EventDiff'
import { FactList, RecordPane } from '../../ui/RecordPane'
import { Time } from '../../ui/Time'
import { ListWorkspace, type WorkspaceColumn, type WorkspaceSearch, workspaceKeys } from '../../workspace'
import { SpaceName } from '../../ui/SpaceName'
import { ExportAuditDialog, VerifyAuditDialog } from './AuditTrailDialogs'

/** The list's id: its query keys, saved preferences and the server's export of it. */
const LIST = 'userevent'

const columns: WorkspaceColumn<UserEvent>[] = [
  { id: 'created', header: 'muser:events.created', cell: (row) => <Time value={row.created} />, sort: 'created', kind: 'time' },
  { id: 'username', header: 'muser:events.username', cell: (row) => <span className="font-mono">{row.username}</span>, kind: 'name' },
  { id: 'type', header: 'muser:events.type', cell: (row) => <EventType event={row} />, kind: 'label' },
  { id: 'target', header: 'muser:events.target', cell: (row) => <EventTarget event={row} />, kind: 'text' },
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'ip', header: 'muser:events.ip', cell: (row) => <span className="font-mono">{row.ip ?? '—'}</span>, kind: 'id', hidden: true },
]

function EventType({ event }: { event: UserEvent }) {
  const { t } = useTranslation('muser')
  return <>{t(eventNameKey(event))}</>
}

/** The record an event is about, its kind in words (`Gateway config 12`); a kind without words shows as stored. */
function useTargetText() {
  const { t } = useTranslation('muser')
  return (event: UserEvent) => (event.targetType ? `${t(`records.${event.targetType}`, { defaultValue: event.targetType })} ${event.targetId ?? ''}`.trim() : null)
}

function EventTarget({ event }: { event: UserEvent }) {
  return <>{useTargetText()(event) ?? '—'}</>
}

/**
 * /admin/userEvents: the audit log, filtered by who, what, which record, outcome and time; the
 * event chosen (`?event=`) shows beside the list with its before and after as a diff. Its trail
 * is checked for rows changed, removed or added (`?dialog=verifyAudit`), and a period of it
 * exported (`?dialog=exportAudit`).
 */
export function UserEventsScreen() {
  const { t } = useTranslation('muser')
  const raw = useSearch({ strict: false }) as WorkspaceSearch
  const { event, ...rest } = withoutDialog(raw)
  const same = JSON.stringify(rest)
  // The route hands a new object on every render; a new search would start the list again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search's text is its identity
  const search = useMemo(() => rest, [same])
  const navigate = useNavigate()
  const open = typeof event === 'number' ? event : undefined
  const verify = useScreenDialog('verifyAudit')
  const exporting = useScreenDialog('exportAudit')
  return (
    <>
      <ListWorkspace<UserEvent>
        id={LIST}
        title="muser:events.title"
        call={muserCalls.events}
        search={search}
        onSearchChange={(next) => void navigate({ to: '.', search: next as never })}
        fields={userEventFilterFields}
        columns={columns}
        rowKey={(row) => String(row.id)}
        onOpen={(row) => void navigate({ to: '.', search: { ...search, event: row.id } as never })}
        onClose={() => void navigate({ to: '.', search: search as never })}
        selectedKey={open === undefined ? undefined : String(open)}
        exportList={LIST}
        actions={
          <>
            <Button variant="secondary" onClick={verify.show} aria-keyshortcuts="Shift+V">
              {t('verify.action')}
            </Button>
            <Button variant="secondary" onClick={exporting.show} aria-keyshortcuts="Shift+E">
              {t('export.action')}
            </Button>
          </>
        }
      >
        {open !== undefined && <EventPane id={open} onClose={() => void navigate({ to: '.', search: search as never })} />}
      </ListWorkspace>
      <VerifyAuditDialog />
      <ExportAuditDialog />
    </>
  )
}

/** The event chosen in the list, read from the list's pages already loaded. */
function EventPane({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('muser')
  const targetText = useTargetText()
  const queryClient = useQueryClient()
  // Read again once the list's pages arrive: a link to an event (a broken row of the trail) opens before they do.
  useIsFetching({ queryKey: workspaceKeys.list(LIST) })
  const loaded = queryClient.getQueriesData<InfiniteData<{ items: UserEvent[] }>>({ queryKey: workspaceKeys.list(LIST) })
  const event = loaded.flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? []).find((item) => item.id === id)
  if (!event) return <p className="m-4 text-sm text-slate-500">{t('events.notLoaded')}</p>
  return (
    <RecordPane title={t(eventNameKey(event))} subtitle={<Time value={event.created} />} onClose={onClose}>
      <FactList
        facts={[
          { label: t('events.username'), value: event.username },
          { label: t('events.target'), value: targetText(event) },
          { label: t('common:fields.space'), value: event.space },
          { label: t('events.ip'), value: event.ip },
        ]}
      />
      <section aria-label={t('diff.caption')}>
        <h3 className="mb-2 text-sm font-semibold text-slate-600 dark:text-slate-300">{t('diff.title')}</h3>
        <EventDiff detail={event.detail} />
      </section>
    </RecordPane>
  )
}

