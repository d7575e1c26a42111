import { type BlocklistField, blocklistFields } from '@domain/enums'
import { useTranslation } from 'react-i18next'
import { SelectField } from '../../ui/Field'

/** What a block refuses (a card hash, an email, an IP...), chosen by its label. */
export function BlocklistFieldSelect({ value, onChange, errors }: { value: BlocklistField; onChange: (field: BlocklistField) => void; errors?: string[] }) {
  const { t } = useTranslation('fraud')
  const options = blocklistFields.map((field) => ({ value: field, label: t(`blocklistFields.${field}`) }))
  return <SelectField label={t('fields.field')} value={value} onChange={(event) => onChange(event.target.value as BlocklistField)} options={options} errors={errors} />
}
