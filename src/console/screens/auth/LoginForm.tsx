import { authCall } from '@domain/calls/auth-routes'
import type { LoginAnswer } from '@domain/entities/user'
import { useState } from 'react'
import { callApi, isApiCallError } from '../../api/client'
import { useText } from '../../app/i18n'
import { SignedOutLink } from '../../app/signed-out-navigation'
import { startKeepingKeys, takeKeptKeys } from '../../palette/kept-keys'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { formErrorsOf, mergeFieldErrors, noFormErrors } from '../../ui/form-errors'
import { useSubmit } from './use-submit'

const FIELDS = ['username', 'password', 'totp'] as const

export interface LoginFormProps {
  /** Signing in again for this user (the session-expired dialog): the name is fixed. */
  username?: string
  /** The form stays busy until what this returns settles (the sign-in page: the console has drawn). */
  onSignedIn: (answer: LoginAnswer) => void | Promise<void>
  /** Shows the 'Forgot password?' link (the public login screen). */
  showForgotPassword?: boolean
  /** Keeps the keys pressed from Enter on for the console, which runs them once it listens (the sign-in page). */
  keepKeys?: boolean
}

/** Username and password; a second step asks for the 2FA code when the server needs one. */
export function LoginForm({ username: fixedUsername, onSignedIn, showForgotPassword = false, keepKeys = false }: LoginFormProps) {
  const { t } = useText()
  const [username, setUsername] = useState(fixedUsername ?? '')
  const [password, setPassword] = useState('')
  const [totp, setTotp] = useState('')
  const [step, setStep] = useState<'credentials' | 'totp'>('credentials')
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({})

  const signIn = async () => {
    if (keepKeys) startKeepingKeys()
    try {
      await onSignedIn(await callApi(authCall('login'), { body: { username: username.trim(), password, ...(step === 'totp' ? { totp } : {}) } }))
    } finally {
      // Those the console has not taken (it failed, or the server refused) are dropped.
      takeKeptKeys()
    }
  }

  const login = useSubmit(signIn, {
    answer: () => {
      setPassword('')
      setTotp('')
    },
    error: (error) => {
      if (isApiCallError(error) && error.errorCode === 'TOTP_REQUIRED') setStep('totp')
    },
  })

  const errorCode = isApiCallError(login.error) ? login.error.errorCode : undefined
  // TOTP_REQUIRED is the second step, not an error; TOTP_INVALID belongs beside the code field.
  const serverErrors =
    errorCode === 'TOTP_REQUIRED'
      ? noFormErrors
      : errorCode === 'TOTP_INVALID'
        ? { fields: { totp: [t('auth:login.totpInvalid')] }, other: [] }
        : formErrorsOf(login.error, FIELDS)
  const errors = mergeFieldErrors(clientErrors, serverErrors)

  const submit = () => {
    const problems = {
      username: username.trim() ? undefined : t('common:validation.required'),
      password: password ? undefined : t('common:validation.required'),
      totp: step === 'totp' && !/^\d{6}$/.test(totp) ? t('auth:login.totpFormat') : undefined,
    }
    setClientErrors(problems)
    if (Object.values(problems).some(Boolean)) return
    login.submit()
  }

  return (
    <Form onSubmit={submit} pending={login.pending} className="space-y-4" aria-label={t('auth:login.title')}>
      <FormError messages={serverErrors.other} />
      {step === 'credentials' ? (
        <>
          <TextField
            label={t('auth:login.username')}
            name="username"
            autoComplete="username"
            value={username}
            readOnly={fixedUsername !== undefined}
            autoFocus={fixedUsername === undefined}
            onChange={(e) => setUsername(e.target.value)}
            errors={errors.username}
          />
          <TextField
            label={t('auth:login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            autoFocus={fixedUsername !== undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            errors={errors.password}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth:login.totpPrompt')}</p>
          <TextField
            label={t('auth:login.totp')}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            value={totp}
            onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))}
            errors={errors.totp}
          />
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {step === 'totp' ? (
          <Button
            variant="ghost"
            onClick={() => {
              setStep('credentials')
              setTotp('')
              login.reset()
            }}
          >
            {t('common:actions.back')}
          </Button>
        ) : showForgotPassword ? (
          <SignedOutLink to="/resetpassword" className="text-sm text-brand underline-offset-2 hover:underline">
            {t('auth:login.forgotPassword')}
          </SignedOutLink>
        ) : (
          <span />
        )}
        <Button type="submit" pending={login.pending}>
          {step === 'totp' ? t('auth:login.verify') : t('auth:login.submit')}
        </Button>
      </div>
    </Form>
  )
}
