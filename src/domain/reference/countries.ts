import isoCountries from 'i18n-iso-countries'
import type { Country } from '../entities/reference'

const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })

/** Every ISO 3166-1 country, by English name. */
export const allCountries: readonly Country[] = Object.entries(isoCountries.getAlpha2Codes())
  .map(([code, alpha3]) => ({
    code,
    alpha3,
    numeric: isoCountries.alpha2ToNumeric(code) ?? '',
    name: englishNames.of(code) ?? code,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))

/**
 * Countries the platform takes merchants and payments in: the European Economic Area and the
 * United Kingdom, North and Latin America, and the African and Middle East markets it serves.
 */
export const enabledCountryCodes = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'CH', 'GB',
  'US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'UY', 'PY', 'BO', 'EC', 'CR', 'PA', 'GT', 'DO',
  'MA', 'TN', 'EG', 'ZA', 'NG', 'KE', 'GH', 'AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'JO', 'TR', 'IL',
  'JP', 'SG', 'AU', 'NZ',
] as const

const enabled = new Set<string>(enabledCountryCodes)
export const countries: readonly Country[] = allCountries.filter((c) => enabled.has(c.code))

/** The country's name in a locale the runtime knows (en, fr, pt, ar), else its code. */
export function countryName(code: string, locale = 'en'): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code
}
