import { PASSWORD_MIN_LENGTH, PASSWORD_WARNING_DAYS } from '@domain/constants'

const DAY_MS = 24 * 60 * 60 * 1000

interface PasswordDates {
  passwordExpiration: string
  created: string
}

/** Milliseconds until the password expires; negative once it has. */
export function passwordTimeLeft(user: PasswordDates, now = Date.now()): number {
  return new Date(user.passwordExpiration).getTime() - now
}

export function isPasswordExpired(user: PasswordDates, now = Date.now()): boolean {
  return passwordTimeLeft(user, now) <= 0
}

export function isPasswordExpiring(user: PasswordDates, now = Date.now()): boolean {
  const left = passwordTimeLeft(user, now)
  return left > 0 && left < PASSWORD_WARNING_DAYS * DAY_MS
}

/** A first login: the account was created with its password already due. */
export function isFirstLogin(user: PasswordDates): boolean {
  return new Date(user.created).getTime() === new Date(user.passwordExpiration).getTime()
}

export type PasswordProblem = 'required' | 'tooShort' | 'lettersAndDigits' | 'mismatch'

/** The server's password rule, checked before sending: length, letters and digits, confirmation. */
export function checkNewPassword(password: string, confirmation: string): { password?: PasswordProblem; confirmation?: PasswordProblem } {
  const problems: { password?: PasswordProblem; confirmation?: PasswordProblem } = {}
  if (!password) problems.password = 'required'
  else if (password.length < PASSWORD_MIN_LENGTH) problems.password = 'tooShort'
  else if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) problems.password = 'lettersAndDigits'
  if (!confirmation) problems.confirmation = 'required'
  else if (confirmation !== password) problems.confirmation = 'mismatch'
  return problems
}
