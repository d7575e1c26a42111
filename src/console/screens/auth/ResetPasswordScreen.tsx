import { authCall } from '@domain/calls/auth-routes'
import { useState } from 'react'
import { callApi } from '../../api/client'
import { useText } from '../../app/i18n'
import { navigate } from '../../app/signed-out-navigation'
import { showSuccess } from '../../session/alert-store'
import { Form, FormError } from '../../ui/Form'
import { formErrorsOf, mergeFieldErrors } from '../../ui/form-errors'
import { SignedOutFormFoot } from './SignedOutFormFoot'
import { NewPasswordFields } from './NewPasswordFields'
import { newPasswordErrors } from './password-problems'
import { useSubmit } from './use-submit'

/** A new password by the emailed link, whose code names the request. */
export function ResetPasswordScreen({ code }: { code: string }) {
  const { t } = useText()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({})

  const reset = useSubmit(() => callApi(authCall('resetPassword'), { body: { code, password } }), {
    answer: () => {
      showSuccess(t('auth:reset.done'))
      navigate('/login')
    },
  })
  const serverErrors = formErrorsOf(reset.error, ['password'])
  const errors = mergeFieldErrors(clientErrors, serverErrors)

  const submit = () => {
    const problems = newPasswordErrors(t, password, confirmation)
    setClientErrors(problems)
    if (!problems.password && !problems.confirmation) reset.submit()
  }

  return (
    <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <h1 className="mb-4 text-xl font-semibold">{t('auth:reset.title')}</h1>
      <Form onSubmit={submit} pending={reset.pending} className="space-y-4">
        <FormError messages={serverErrors.other} />
        <NewPasswordFields autoFocus
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={{ password: errors.password, confirmation: errors.confirmation }}
        />
        <SignedOutFormFoot submitLabel={t('auth:reset.submit')} pending={reset.pending} />
      </Form>
    </div>
  )
}
