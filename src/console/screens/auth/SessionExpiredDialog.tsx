import type { LoginAnswer } from '@domain/entities/user'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFocusLayer } from '../../palette/focus-stack'
import { useSessionStore } from '../../session/session-store'
import { Button } from '../../ui/Button'
import { LoginForm } from './LoginForm'

/** Opens once the session has ended; signing in again here keeps the page and what is on it. */
export function SessionExpiredDialog() {
  const { t } = useTranslation()
  const open = useSessionStore((s) => s.dialogOpen)
  const username = useSessionStore((s) => s.user?.username)
  const signOut = useSessionStore((s) => s.signOut)
  const queryClient = useQueryClient()
  useFocusLayer({ plainKeys: false, active: open })

  const onSignedIn = (answer: LoginAnswer) => {
    useSessionStore.getState().signIn(answer)
    void queryClient.invalidateQueries()
  }

  return (
    <Dialog open={open && Boolean(username)} onClose={() => undefined} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-semibold">{t('auth:sessionExpired.title')}</DialogTitle>
          <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-300">{t('auth:sessionExpired.message')}</p>
          {username && <LoginForm username={username} onSignedIn={onSignedIn} />}
          <Button variant="ghost" className="mt-3 w-full" onClick={() => void signOut()}>
            {t('shell:userMenu.signOut')}
          </Button>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
