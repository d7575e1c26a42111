import type { Locale } from '@domain/enums'
import { sectionKey } from './sections'
import { type CommandSpec, defineCommands } from './types'

/** Each language is found by its English name and by its own name, whatever the console's language. */
const languageNames: Record<Locale, { english: string; own: string }> = {
  en: { english: 'English', own: 'English' },
  fr: { english: 'French', own: 'Français' },
  pt: { english: 'Portuguese', own: 'Português' },
  ar: { english: 'Arabic', own: 'العربية' },
}

function switchTo(locale: Locale): CommandSpec {
  const names = languageNames[locale]
  return {
    title: `commands:language.${locale}`,
    section: sectionKey('language'),
    public: true,
    keywords: [names.english, names.own, locale, 'language'],
    run: (ctx) => ctx.actions.setLocale(locale),
  }
}

export const languageCommands = defineCommands({
  'language.choose': {
    title: 'commands:language.choose',
    section: sectionKey('language'),
    public: true,
    // Not the language names: typing one should land on that language, not on this page.
    keywords: ['language', 'locale', 'translate'],
    run: (ctx) => ctx.actions.openPalette('language'),
  },
  'language.en': switchTo('en'),
  'language.fr': switchTo('fr'),
  'language.pt': switchTo('pt'),
  'language.ar': switchTo('ar'),
})
