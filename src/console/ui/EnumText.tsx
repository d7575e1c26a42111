import { useTranslation } from 'react-i18next'
import { enumLabel } from '../lib/enum-label'

/** Labels enumeration values in the user's language (selects, legends, texts); loads the labels. */
export function useEnumLabel(): (value: string) => string {
  const { t } = useTranslation('enums')
  return (value) => enumLabel(t, value)
}

/** The choices of a select of enumeration values: each value with its label. */
export function useEnumOptions(): (values: readonly string[]) => { value: string; label: string }[] {
  const label = useEnumLabel()
  return (values) => values.map((value) => ({ value, label: label(value) }))
}

/** An enumeration value in the user's language, with the raw value (as support reads it in tickets) on hover. */
export function EnumText({ value, className }: { value: string; className?: string }) {
  const label = useEnumLabel()
  return (
    <span className={className} title={value}>
      {label(value)}
    </span>
  )
}

/** A language's name in the user's language: a user's, a space's, a template's or a payment link's. */
export function useLocaleLabel(): (locale: string) => string {
  const { t } = useTranslation('enums')
  return (locale) => t(`locales.${locale}`)
}
