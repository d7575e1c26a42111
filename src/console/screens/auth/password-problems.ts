import { PASSWORD_MIN_LENGTH } from '@domain/constants'
import type { Translate } from '../../app/translate'
import { checkNewPassword, type PasswordProblem } from '../../lib/password-rules'

function problemText(t: Translate, problem: PasswordProblem | undefined): string | undefined {
  switch (problem) {
    case undefined:
      return undefined
    case 'required':
      return t('common:validation.required')
    case 'tooShort':
      return t('auth:password.tooShort', { min: PASSWORD_MIN_LENGTH })
    case 'lettersAndDigits':
      return t('auth:password.lettersAndDigits')
    case 'mismatch':
      return t('auth:password.mismatch')
  }
}

/** The password rule checked in the browser, as messages for the new password and its confirmation. */
export function newPasswordErrors(t: Translate, password: string, confirmation: string) {
  const problems = checkNewPassword(password, confirmation)
  return { password: problemText(t, problems.password), confirmation: problemText(t, problems.confirmation) }
}
