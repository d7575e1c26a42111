import { Button } from '../../ui/Button'
import { useText } from '../../app/i18n'
import { SignedOutLink } from '../../app/signed-out-navigation'

/** The foot of a signed-out form (forgot, reset): the way back to the login, and its submit button. */
export function SignedOutFormFoot({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  const { t } = useText()
  return (
    <div className="flex items-center justify-between gap-3">
      <SignedOutLink to="/login" className="text-sm text-brand underline-offset-2 hover:underline">
        {t('auth:forgot.backToLogin')}
      </SignedOutLink>
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </div>
  )
}
