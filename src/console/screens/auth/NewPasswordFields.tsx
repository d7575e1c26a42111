import { PASSWORD_MIN_LENGTH } from '@domain/constants'
import { TextField } from '../../ui/Field'
import { useText } from '../../app/i18n'

/** The new password and its confirmation, with the rule as a hint: reset and change share it. */
export function NewPasswordFields(props: {
  password: string
  confirmation: string
  onPassword: (value: string) => void
  onConfirmation: (value: string) => void
  errors: { password?: string[]; confirmation?: string[] }
  autoFocus?: boolean
}) {
  const { t } = useText()
  return (
    <>
      <TextField
        label={t('auth:password.new')}
        type="password"
        autoComplete="new-password"
        autoFocus={props.autoFocus}
        hint={t('auth:password.rule', { min: PASSWORD_MIN_LENGTH })}
        value={props.password}
        onChange={(e) => props.onPassword(e.target.value)}
        errors={props.errors.password}
      />
      <TextField
        label={t('auth:password.confirm')}
        type="password"
        autoComplete="new-password"
        value={props.confirmation}
        onChange={(e) => props.onConfirmation(e.target.value)}
        errors={props.errors.confirmation}
      />
    </>
  )
}
