/** The console's languages, in a module of their own: the sign-in page reads them without the other enums. */
export const locales = ['en', 'fr', 'pt', 'ar'] as const
export type Locale = (typeof locales)[number]
export const rtlLocales: readonly Locale[] = ['ar']
