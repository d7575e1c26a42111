import { type ResultCodeCategory, resultCodeCategories, results } from '@domain/enums'
import { useTranslation } from 'react-i18next'
import { EnumText, useEnumOptions } from '../../ui/EnumText'

/** A category in the user's language, its code on hover. */
export function CategoryText({ category }: { category: ResultCodeCategory }) {
  return <EnumText value={category} />
}

/** Whether the payer may try again: a soft decline or a final one. */
export function RetryableText({ retryable }: { retryable: boolean }) {
  const { t } = useTranslation('resultcode')
  return <>{retryable ? t('retryable.yes') : t('retryable.no')}</>
}

/** The choices of a code's result and category, in the user's language. */
export function useCodeChoices() {
  const enumOptions = useEnumOptions()
  return { results: enumOptions(results), categories: enumOptions(resultCodeCategories) }
}
