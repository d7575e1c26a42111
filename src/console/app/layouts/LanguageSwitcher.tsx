import { type Locale, locales } from '@domain/locales'
import { useId } from 'react'
import { setLocale, useText } from '../i18n'

/** Each language is named in itself, so anyone can find their own. */
export const languageNames: Record<Locale, string> = { en: 'English', fr: 'Français', pt: 'Português', ar: 'العربية' }

/** A native select: light enough for the sign-in page, and keyboard-ready everywhere. */
export function LanguageSwitcher() {
  const { t, locale } = useText()
  const id = useId()
  return (
    <div className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
      <label htmlFor={id} className="flex items-center">
        <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <circle cx="10" cy="10" r="8" />
          <path d="M2 10h16M10 2c2.5 2.2 3.5 5 3.5 8s-1 5.8-3.5 8M10 2C7.5 4.2 6.5 7 6.5 10s1 5.8 3.5 8" />
        </svg>
        <span className="sr-only">{t('shell:language.label')}</span>
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => void setLocale(e.target.value)}
        className="rounded-md border-0 bg-transparent py-1 pe-7 ps-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageNames[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}
