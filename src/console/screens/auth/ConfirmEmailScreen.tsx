import { authCall } from '@domain/calls/auth-routes'
import { useState } from 'react'
import { callApi } from '../../api/client'
import { useText } from '../../app/i18n'
import { Form, FormError } from '../../ui/Form'
import { formErrorsOf } from '../../ui/form-errors'
import { SignedOutFormFoot } from './SignedOutFormFoot'
import { useSubmit } from './use-submit'

/**
 * A new email address confirmed by the link sent to it. The link opens this page and the button
 * confirms: a mail scanner that follows links changes nothing.
 */
export function ConfirmEmailScreen({ code }: { code: string }) {
  const { t } = useText()
  const [confirmed, setConfirmed] = useState<string | null>(null)
  const confirm = useSubmit(() => callApi(authCall('confirmEmail'), { body: { code } }), { answer: ({ email }) => setConfirmed(email) })
  const errors = formErrorsOf(confirm.error, ['code'])
  return (
    <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <h1 className="mb-4 text-xl font-semibold">{t('auth:confirmEmail.title')}</h1>
      {confirmed ? (
        <p role="status" className="text-sm">
          {t('auth:confirmEmail.done', { email: confirmed })}
        </p>
      ) : (
        <Form onSubmit={confirm.submit} pending={confirm.pending} className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth:confirmEmail.intro')}</p>
          <FormError messages={[...errors.other, ...(errors.fields.code ?? [])]} />
          <SignedOutFormFoot submitLabel={t('auth:confirmEmail.submit')} pending={confirm.pending} />
        </Form>
      )}
    </div>
  )
}
