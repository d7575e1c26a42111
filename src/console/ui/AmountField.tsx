import { formatMinor } from '@domain/money'
import { useTranslation } from 'react-i18next'
import { minorAmountOf } from '../lib/money'
import { TextField, type TextFieldProps } from './Field'

interface AmountFieldProps extends TextFieldProps {
  value: string
  /** The currency the amount is of; null while none is chosen (two decimals then). */
  currency: string | null
}

/**
 * An amount typed the way the user's language writes numbers (`1,250.50`, `1 250,50`), said back
 * under the field as it will be sent once it reads as an amount, in place of the hint: the user
 * sees a misread before sending it.
 */
export function AmountField({ currency, hint, value, ...rest }: AmountFieldProps) {
  const { t, i18n } = useTranslation('workspace')
  const minor = minorAmountOf(value, currency, i18n.language)
  const reads = typeof minor === 'number' ? t('amount.reads', { amount: formatMinor(minor, currency ?? '', i18n.language, currency !== null) }) : undefined
  return <TextField inputMode="decimal" autoComplete="off" dir="ltr" hint={reads ?? hint} value={value} {...rest} />
}
