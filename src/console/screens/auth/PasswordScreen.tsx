import { authCalls } from '@domain/calls/auth'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { formatDateTime, zoneOrBrowser } from '../../lib/dates'
import { isFirstLogin, isPasswordExpired, isPasswordExpiring } from '../../lib/password-rules'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { Card, PageHeader } from '../../ui/Card'
import { TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { SubmitRow } from '../../ui/FormButtons'
import { formErrorsOf, mergeFieldErrors } from '../../ui/form-errors'
import { useTextValues } from '../../ui/text-values'
import { NewPasswordFields } from './NewPasswordFields'
import { newPasswordErrors } from './password-problems'

function Reason() {
  const { t, i18n } = useTranslation()
  const user = useSessionStore((s) => s.user)
  if (!user) return null
  const message = isFirstLogin(user)
    ? t('auth:password.firstLogin')
    : isPasswordExpired(user)
      ? t('auth:password.expired')
      : isPasswordExpiring(user)
        ? t('shell:passwordExpiring', { date: formatDateTime(user.passwordExpiration, i18n.language, zoneOrBrowser(user.timezone), 'minute') })
        : null
  if (!message) return null
  return (
    <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      {message}
    </p>
  )
}

/** Change password; forced here when the password has expired or on the first login. */
export function PasswordScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const passwords = useTextValues({ oldPassword: '', newPassword: '', confirmation: '' })
  const { oldPassword, newPassword, confirmation } = passwords.values
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({})

  const change = useMutation({
    mutationFn: async () => {
      await callApi(authCalls.changePassword, { body: { oldPassword, newPassword } })
      return callApi(authCalls.renew)
    },
    onSuccess: (user) => {
      useSessionStore.getState().setUser(user)
      passwords.reset()
      showSuccess(t('auth:password.changed'))
      void navigate({ to: '/dashboard' })
    },
  })
  const serverErrors = formErrorsOf(change.error, ['oldPassword', 'newPassword'])
  const errors = mergeFieldErrors(clientErrors, serverErrors)

  const submit = () => {
    const problems = newPasswordErrors(t, newPassword, confirmation)
    const checked = { oldPassword: oldPassword ? undefined : t('common:validation.required'), newPassword: problems.password, confirmation: problems.confirmation }
    setClientErrors(checked)
    if (!Object.values(checked).some(Boolean)) change.mutate()
  }

  return (
    <div className="max-w-lg">
      <PageHeader title={t('shell:screens.password')} />
      <Reason />
      <Card>
        <Form onSubmit={submit} pending={change.isPending} className="space-y-4">
          <FormError messages={serverErrors.other} />
          <TextField label={t('auth:password.old')} type="password" autoComplete="current-password" autoFocus {...passwords.bind('oldPassword')} errors={errors.oldPassword} />
          <NewPasswordFields
            password={newPassword}
            confirmation={confirmation}
            onPassword={(value) => passwords.set('newPassword', value)}
            onConfirmation={(value) => passwords.set('confirmation', value)}
            errors={{ password: errors.newPassword, confirmation: errors.confirmation }}
          />
          <SubmitRow submitLabel={t('auth:password.submit')} pending={change.isPending} />
        </Form>
      </Card>
    </div>
  )
}
