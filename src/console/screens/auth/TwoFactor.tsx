import { authCalls } from '@domain/calls/auth'
import type { UserRecord } from '@domain/entities/user'
import { useMutation } from '@tanstack/react-query'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { formErrorsOf, mergeFieldErrors } from '../../ui/form-errors'

function QrImage({ uri, label }: { uri: string; label: string }) {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let current = true
    QRCode.toDataURL(uri, { margin: 1, width: 192 }).then((url) => current && setSrc(url))
    return () => {
      current = false
    }
  }, [uri])
  return src ? <img src={src} alt={label} width={192} height={192} className="rounded border border-slate-200 bg-white p-1" /> : null
}

function CodeForm({ submitLabel, variant, onCode, pending, error }: { submitLabel: string; variant: 'primary' | 'danger'; onCode: (code: string) => void; pending: boolean; error: unknown }) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string>()
  const serverErrors = formErrorsOf(error, ['token'])
  const errors = mergeFieldErrors({ token: problem }, serverErrors)
  const submit = () => {
    const invalid = /^\d{6}$/.test(code) ? undefined : t('auth:login.totpFormat')
    setProblem(invalid)
    if (!invalid) onCode(code)
  }
  return (
    <Form onSubmit={submit} pending={pending} className="flex flex-wrap items-end gap-3">
      <div className="w-40">
        <TextField
          label={t('auth:login.totp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          errors={errors.token}
        />
      </div>
      <Button type="submit" variant={variant} pending={pending}>
        {submitLabel}
      </Button>
      <div className="basis-full">
        <FormError messages={serverErrors.other} />
      </div>
    </Form>
  )
}

/** Two-factor sign-in: enrol with a QR code (or the secret), confirm with a code, or turn it off. */
export function TwoFactor({ user }: { user: UserRecord }) {
  const { t } = useTranslation()
  const setUser = useSessionStore((s) => s.setUser)
  const enroll = useMutation({ mutationFn: () => callApi(authCalls.twoFaEnroll) })
  const verify = useMutation({
    mutationFn: (token: string) => callApi(authCalls.twoFaVerify, { body: { token } }),
    onSuccess: (updated) => {
      setUser(updated)
      enroll.reset()
      showSuccess(t('auth:twoFa.enabled'))
    },
  })
  const disable = useMutation({
    mutationFn: (token: string) => callApi(authCalls.twoFaDisable, { body: { token } }),
    onSuccess: (updated) => {
      setUser(updated)
      showSuccess(t('auth:twoFa.disabled'))
    },
  })

  if (user.enabledTwoFA) {
    return (
      <div className="space-y-3">
        <p className="text-sm">
          <span className="me-2 rounded bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">{t('auth:twoFa.on')}</span>
          {t('auth:twoFa.disableIntro')}
        </p>
        <CodeForm submitLabel={t('auth:twoFa.disable')} variant="danger" onCode={(code) => disable.mutate(code)} pending={disable.isPending} error={disable.error} />
      </div>
    )
  }

  if (!enroll.data) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth:twoFa.intro')}</p>
        <FormError messages={formErrorsOf(enroll.error, []).other} />
        <Button onClick={() => enroll.mutate()} pending={enroll.isPending}>
          {t('auth:twoFa.enroll')}
        </Button>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth:twoFa.scan')}</p>
      <div className="flex flex-wrap items-center gap-6">
        <QrImage uri={enroll.data.otpauthUri} label={t('auth:twoFa.qrLabel')} />
        <div className="space-y-1 text-sm">
          <p>{t('auth:twoFa.secret')}</p>
          <code className="block select-all break-all rounded bg-slate-100 px-2 py-1 font-mono dark:bg-slate-800" dir="ltr">
            {enroll.data.secret}
          </code>
        </div>
      </div>
      <CodeForm submitLabel={t('auth:twoFa.verify')} variant="primary" onCode={(code) => verify.mutate(code)} pending={verify.isPending} error={verify.error} />
    </div>
  )
}
