import type { Session } from '@domain/entities/user'
import { useTranslation } from 'react-i18next'
import { Button } from './Button'
import { type CompactColumn, CompactTable } from './CompactTable'
import { Time } from './Time'

interface SessionsTableProps {
  caption: string
  sessions: readonly Session[]
  /** Said when there is none. */
  empty: string
  /** Ends a sign-in, by its row's button. */
  onEnd: (session: Session) => void
  /** The sign-in being ended: its button shows it is busy. */
  ending?: string
}

/**
 * A user's sign-ins that have not ended: the browser and system each came from, its address, when
 * it began and last made a call, the one of this browser marked, and a button that ends it.
 */
export function SessionsTable({ caption, sessions, empty, onEnd, ending }: SessionsTableProps) {
  const { t } = useTranslation('common')
  const deviceOf = (session: Session) => session.device ?? t('sessions.unknownDevice')
  const columns: CompactColumn<Session>[] = [
    {
      id: 'device',
      header: t('sessions.device'),
      rowHeader: true,
      cell: (session) => (
        <span title={session.userAgent ?? undefined}>
          {deviceOf(session)}
          {session.current && <span className="ms-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200">{t('sessions.current')}</span>}
        </span>
      ),
    },
    { id: 'address', header: t('sessions.address'), ltr: true, className: 'font-mono text-xs', cell: (session) => session.address ?? '—' },
    { id: 'startedAt', header: t('sessions.startedAt'), className: 'whitespace-nowrap', cell: (session) => <Time value={session.startedAt} precision="minute" /> },
    { id: 'lastActiveAt', header: t('sessions.lastActiveAt'), className: 'whitespace-nowrap', cell: (session) => <Time value={session.lastActiveAt} precision="minute" /> },
    {
      id: 'end',
      header: <span className="sr-only">{t('sessions.actions')}</span>,
      end: true,
      cell: (session) => (
        <Button
          variant="secondary"
          className="!py-0.5"
          aria-label={t(session.current ? 'sessions.endCurrentNamed' : 'sessions.endNamed', { device: deviceOf(session), address: session.address ?? '—' })}
          pending={ending === session.id}
          onClick={() => onEnd(session)}
        >
          {t(session.current ? 'sessions.endCurrent' : 'sessions.end')}
        </Button>
      ),
    },
  ]
  return <CompactTable caption={caption} columns={columns} rows={sessions} rowKey={(session) => session.id} empty={empty} current={(session) => session.current} />
}
