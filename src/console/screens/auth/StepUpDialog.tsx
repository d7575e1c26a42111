import { authCalls } from '@domain/calls/auth'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { useSessionStore } from '../../session/session-store'
import { useStepUpStore } from '../../session/step-up-store'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { FormDialog } from '../../ui/FormDialog'
import { formErrorsOf } from '../../ui/form-errors'

type Proof = 'password' | 'totp'

/**
 * Asks the signed-in user to prove it is them before a sensitive change goes on: their password,
 * or a code of their authenticator app when 2FA is on. Once proved, the change waiting behind the
 * dialog is sent again as it was; giving up fails it, and what was typed in its form stays. Shown
 * while the step-up store is asking.
 */
export function StepUpDialog() {
  const { t } = useTranslation('auth')
  const minutes = useStepUpStore((s) => s.asking?.minutes)
  const twoFactor = useSessionStore((s) => s.user?.enabledTwoFA ?? false)
  const [proof, setProof] = useState<Proof>('password')
  const [value, setValue] = useState('')
  const prove = useMutation({
    mutationFn: () => callApi(authCalls.stepUp, { body: proof === 'password' ? { password: value } : { totp: value } }),
    onSuccess: () => useStepUpStore.getState().settle(true),
  })
  const choose = (next: Proof) => {
    setProof(next)
    setValue('')
    prove.reset()
  }
  const errors = formErrorsOf(prove.error, ['password', 'totp'])
  return (
    <FormDialog
      title={t('stepUp.title')}
      description={t(proof === 'password' ? 'stepUp.passwordText' : 'stepUp.totpText', { minutes })}
      onClose={() => useStepUpStore.getState().settle(false)}
      onSubmit={() => value && prove.mutate()}
      pending={prove.isPending}
      errors={errors.other}
      submitLabel={t('stepUp.submit')}
    >
      {proof === 'password' ? (
        <TextField key="password" label={t('login.password')} type="password" autoComplete="current-password" autoFocus value={value} onChange={(e) => setValue(e.target.value)} errors={errors.fields.password} />
      ) : (
        <TextField
          key="totp"
          label={t('login.totp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          errors={errors.fields.totp}
        />
      )}
      {twoFactor && (
        <Button variant="ghost" onClick={() => choose(proof === 'password' ? 'totp' : 'password')}>
          {t(proof === 'password' ? 'stepUp.useTotp' : 'stepUp.usePassword')}
        </Button>
      )}
    </FormDialog>
  )
}
