import type { EmailType } from '@domain/enums'
import { emailChange, emailChanged } from './email-change'
import { forgotPassword } from './forgot-password'
import { passwordExpiring } from './password-expiring'
import type { LocalizedTemplate } from './types'
import { verificationCode } from './verification-code'

export type { LocalizedTemplate, MessageTemplate } from './types'

/** The console's own emails, kept in code: they must work before any template is configured. */
export const systemEmailTemplates: Record<EmailType, LocalizedTemplate> = {
  FORGOT_PASSWORD: forgotPassword,
  VERIFICATION_CODE: verificationCode,
  PASSWORD_EXPIRING: passwordExpiring,
  EMAIL_CHANGE: emailChange,
  EMAIL_CHANGED: emailChanged,
}
