import type { HiveValueType } from '@domain/enums'
import { useTranslation } from 'react-i18next'
import { CheckboxField, TextAreaField, TextField } from '../../ui/Field'

interface ValueFieldProps {
  type: HiveValueType
  value: string
  onChange: (value: string) => void
  /** Why the value does not read as its type, first; then what the server said. */
  errors?: string[]
}

/**
 * A setting's value in the control its type asks for: a box to tick for a boolean, a number field,
 * JSON in a monospace box with the parser's complaint under it, text in a line.
 */
export function ValueField({ type, value, onChange, errors }: ValueFieldProps) {
  const { t } = useTranslation('hive')
  switch (type) {
    case 'BOOLEAN':
      return <CheckboxField label={t('fields.valueOn')} checked={value === 'true'} onChange={(event) => onChange(String(event.target.checked))} errors={errors} />
    case 'NUMBER':
      return (
        <TextField
          label={t('fields.value')}
          type="number"
          step="any"
          inputMode="decimal"
          dir="ltr"
          className="font-mono"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          errors={errors}
         
        />
      )
    case 'JSON':
      return <JsonField label={t('fields.value')} hint={t('hints.json')} value={value} onChange={onChange} errors={errors} />
    case 'TEXT':
      return (
        <TextField label={t('fields.value')} value={value} onChange={(event) => onChange(event.target.value)} errors={errors} maxLength={10_000} />
      )
  }
}

/** JSON's lines set the box's height, within bounds. */
function JsonField({ label, hint, value, onChange, errors }: { label: string; hint: string; value: string; onChange: (value: string) => void; errors?: string[] }) {
  const rows = Math.min(Math.max(value.split('\n').length + 1, 4), 20)
  return (
    <div className="sm:col-span-2">
      <TextAreaField label={label} hint={hint} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} errors={errors} />
    </div>
  )
}
