import { useTranslation } from 'react-i18next'
import { SelectField, type SelectFieldProps } from './Field'

export type RecordStatus = 'ACTIVE' | 'ENABLED' | 'DISABLED'

interface StatusFieldProps extends Omit<SelectFieldProps, 'label' | 'options'> {
  /** The statuses the record can be given, in the order offered. */
  statuses: readonly RecordStatus[]
}

/** The status select of a record's form, with the common words for each status. */
export function StatusField({ statuses, ...rest }: StatusFieldProps) {
  const { t } = useTranslation('common')
  return <SelectField label={t('record.status')} options={statuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))} {...rest} />
}
