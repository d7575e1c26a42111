import { authCall } from '@domain/calls/auth-routes'
import { useState } from 'react'
import { callApi } from '../../api/client'
import { useText } from '../../app/i18n'
import { SignedOutLink } from '../../app/signed-out-navigation'
import { TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { formErrorsOf, mergeFieldErrors } from '../../ui/form-errors'
import { SignedOutFormFoot } from './SignedOutFormFoot'
import { useSubmit } from './use-submit'

export function ForgotPasswordScreen() {
  const { t } = useText()
  const [username, setUsername] = useState('')
  const [clientError, setClientError] = useState<string>()
  const request = useSubmit(() => callApi(authCall('forgotPassword'), { body: { username: username.trim() } }))
  const serverErrors = formErrorsOf(request.error, ['username'])
  const errors = mergeFieldErrors({ username: clientError }, serverErrors)

  const submit = () => {
    const problem = username.trim() ? undefined : t('common:validation.required')
    setClientError(problem)
    if (!problem) request.submit()
  }

  return (
    <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <h1 className="mb-1 text-xl font-semibold">{t('auth:forgot.title')}</h1>
      {request.done ? (
        <div role="status" className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth:forgot.sent')}</p>
          <SignedOutLink to="/login" className="text-sm text-brand underline">
            {t('auth:forgot.backToLogin')}
          </SignedOutLink>
        </div>
      ) : (
        <Form onSubmit={submit} pending={request.pending} className="space-y-4">
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('auth:forgot.intro')}</p>
          <FormError messages={serverErrors.other} />
          <TextField
            label={t('auth:login.username')}
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            errors={errors.username}
          />
          <SignedOutFormFoot submitLabel={t('auth:forgot.submit')} pending={request.pending} />
        </Form>
      )}
    </div>
  )
}
