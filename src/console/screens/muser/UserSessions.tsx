import { muserCalls } from '@domain/calls/muser'
import type { AdminUser } from '@domain/entities/muser'
import type { Session } from '@domain/entities/user'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { userSessionKeys, userSessionsQueryOptions } from '../../api/muser'
import { errorText } from '../../lib/error-text'
import { useScreenDialog } from '../../palette/screen-dialog'
import { showError, showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { Section } from '../../ui/record-parts'
import { RecordQuery } from '../../ui/RecordEditor'
import { SessionsTable } from '../../ui/SessionsTable'

/**
 * The sign-ins of the user open on /admin/users/{user}, for an admin who manages the user: each
 * ended by its button, or all at once (End sessions, asking first). An ended sign-in's browser is
 * signed out at its next call; ending one's own signs out here.
 */
export function UserSessions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('muser')
  const queryClient = useQueryClient()
  const dialog = useScreenDialog('endSessions')
  const sessions = useQuery(userSessionsQueryOptions(user.username))
  const ended = async (mine: boolean) => {
    if (mine) return useSessionStore.getState().signOut()
    await queryClient.invalidateQueries({ queryKey: userSessionKeys.of(user.username) })
  }
  const endOne = useMutation({
    mutationFn: (session: Session) => callApi(muserCalls.endSession, { params: { user: user.username, session: session.id } }),
    onSuccess: async (_answer, session) => {
      await ended(session.current)
      showSuccess(t('sessions.ended', { user: user.username }))
    },
    onError: (error) => showError(errorText(error)),
  })
  const endAll = useMutation({
    mutationFn: () => callApi(muserCalls.endSessions, { params: { user: user.username } }),
    onSuccess: async (answer) => {
      dialog.close()
      await ended(sessions.data?.items.some((session) => session.current) ?? false)
      showSuccess(t('sessions.endedAll', { user: user.username, count: answer.ended }))
    },
    onError: (error) => showError(errorText(error)),
  })
  const count = sessions.data?.items.length ?? 0
  return (
    <Section title={t('sessions.title', { count })}>
      <RecordQuery query={sessions} skeleton="h-16">
        {(page) => (
          <SessionsTable
            caption={t('sessions.caption', { user: user.username })}
            sessions={page.items}
            empty={t('sessions.empty')}
            onEnd={(session) => endOne.mutate(session)}
            ending={endOne.isPending ? endOne.variables?.id : undefined}
          />
        )}
      </RecordQuery>
      <ConfirmDialog
        open={dialog.open}
        title={t('sessions.endAllTitle', { user: user.username })}
        confirmLabel={t('sessions.endAll')}
        pending={endAll.isPending}
        onConfirm={() => endAll.mutate()}
        onClose={dialog.close}
        irreversible={t('sessions.irreversible')}
      >
        {t('sessions.endAllText', { count })}
      </ConfirmDialog>
    </Section>
  )
}
