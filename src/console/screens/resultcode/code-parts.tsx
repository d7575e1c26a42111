import { type ResultCodeCategory, resultCodeCategories, results } from '@domain/enums'
import { useTranslation } from 'react-i18next'

/** A category in the user's language. */
export function CategoryText({ category }: { category: ResultCodeCategory }) {
  const { t } = useTranslation('resultcode')
  return <>{t(`categories.${category}`)}</>
}

/** Whether the payer may try again: a soft decline or a final one. */
export function RetryableText({ retryable }: { retryable: boolean }) {
  const { t } = useTranslation('resultcode')
  return <>{retryable ? t('retryable.yes') : t('retryable.no')}</>
}

/** The choices of a code's result and category, in the user's language. */
export function useCodeChoices() {
  const { t } = useTranslation('resultcode')
  return {
    results: results.map((value) => ({ value, label: t(`results.${value}`) })),
    categories: resultCodeCategories.map((value) => ({ value, label: t(`categories.${value}`) })),
  }
}
