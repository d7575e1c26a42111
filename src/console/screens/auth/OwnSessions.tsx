import { authCalls } from '@domain/calls/auth'
import type { Session } from '@domain/entities/user'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { authKeys, ownSessionsQueryOptions } from '../../api/auth'
import { callApi } from '../../api/client'
import { errorText } from '../../lib/error-text'
import { showError, showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { RecordQuery } from '../../ui/RecordEditor'
import { SessionsTable } from '../../ui/SessionsTable'

/**
 * The profile's list of the user's own sign-ins, this browser's marked: ending another signs that
 * browser out at its next call; ending this one signs out here.
 */
export function OwnSessions() {
  const { t } = useTranslation('auth')
  const queryClient = useQueryClient()
  const sessions = useQuery(ownSessionsQueryOptions())
  const end = useMutation({
    mutationFn: (session: Session) => callApi(authCalls.endSession, { params: { session: session.id } }),
    onSuccess: async (_answer, session) => {
      if (session.current) return useSessionStore.getState().signOut()
      await queryClient.invalidateQueries({ queryKey: authKeys.sessions() })
      showSuccess(t('sessions.ended', { device: session.device ?? t('common:sessions.unknownDevice') }))
    },
    onError: (error) => showError(errorText(error)),
  })
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('sessions.intro')}</p>
      <RecordQuery query={sessions} skeleton="h-16">
        {(page) => (
          <SessionsTable
            caption={t('sessions.title')}
            sessions={page.items}
            empty={t('sessions.empty')}
            onEnd={(session) => end.mutate(session)}
            ending={end.isPending ? end.variables?.id : undefined}
          />
        )}
      </RecordQuery>
    </div>
  )
}
