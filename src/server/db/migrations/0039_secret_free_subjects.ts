import { type Kysely, sql } from 'kysely'

/**
 * A verification code went out in its email's subject, which the emails list shows to others of
 * the space. The console's own templates, as seeded, get the subject without it; a template
 * someone edited keeps its text, and the code is left out of any subject when sent.
 */
const subjects: [locale: string, before: string, after: string][] = [
  ['en', 'Your {{ appName }} verification code: {{ code }}', 'Your {{ appName }} verification code'],
  ['fr', 'Votre code de vérification {{ appName }} : {{ code }}', 'Votre code de vérification {{ appName }}'],
  ['pt', 'O seu código de verificação do {{ appName }}: {{ code }}', 'O seu código de verificação do {{ appName }}'],
  ['ar', 'رمز التحقق الخاص بك في {{ appName }}: {{ code }}', 'رمز التحقق الخاص بك في {{ appName }}'],
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [locale, before, after] of subjects) {
    await sql`update email_template set subject = ${after} where type = 'VERIFICATION_CODE' and locale = ${locale} and subject = ${before}`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [locale, before, after] of subjects) {
    await sql`update email_template set subject = ${before} where type = 'VERIFICATION_CODE' and locale = ${locale} and subject = ${after}`.execute(db)
  }
}
