import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { HISTORY_EVENTS_SHOWN, recordHistoryQueryOptions } from '../api/muser'
import type { AuditTarget } from '../api/record-kind'
import { eventNameKey } from '../lib/event-name'
import { usePermission } from '../session/use-permission'
import { EventDiff } from '../ui/EventDiff'
import { RecordQuery } from '../ui/RecordEditor'
import { AppLink, Section } from '../ui/record-parts'
import { Time } from '../ui/Time'
import { PendingApproval } from './PendingApproval'

/**
 * A record's History panel: its latest audit events, newest first, each opening to its
 * before/after; the audit log lists them all. Shown only to users who may read the audit log;
 * above it, the changes of the record that wait for a second person.
 */
export function RecordHistory({ target }: { target: AuditTarget }) {
  const canRead = usePermission('user.audit')
  return (
    <>
      <PendingApproval of={target} />
      {canRead && <HistoryEvents target={target} />}
    </>
  )
}

function HistoryEvents({ target }: { target: AuditTarget }) {
  const { t } = useTranslation('muser')
  const query = useQuery(recordHistoryQueryOptions(target))
  return (
    <Section title={t('history.title')} actions={<AppLink to="/admin/userEvents" search={{ ...target }}>{t('history.all')}</AppLink>}>
      <RecordQuery query={query} skeleton="h-16">
        {(page) =>
          page.items.length === 0 ? (
            <p className="text-sm text-slate-500">{t('history.empty')}</p>
          ) : (
            <ol className="space-y-1" aria-label={t('history.title')}>
              {page.items.map((event) => (
                <li key={event.id}>
                  <details className="rounded border border-slate-200 px-2 py-1 dark:border-slate-700">
                    <summary className="cursor-pointer text-sm">
                      <span className="font-medium">{t(eventNameKey(event))}</span>
                      <span className="mx-2 text-slate-500">{event.username}</span>
                      <span className="text-xs text-slate-500">
                        <Time value={event.created} />
                      </span>
                    </summary>
                    <div className="mt-2">
                      <EventDiff detail={event.detail} />
                    </div>
                  </details>
                </li>
              ))}
              {page.nextCursor && <li className="text-xs text-slate-500">{t('history.more', { count: HISTORY_EVENTS_SHOWN })}</li>}
            </ol>
          )
        }
      </RecordQuery>
    </Section>
  )
}
