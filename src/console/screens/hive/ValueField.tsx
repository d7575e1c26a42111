import type { HiveValueType } from '@domain/enums'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckboxField, FieldErrors, TextField } from '../../ui/Field'

interface ValueFieldProps {
  type: HiveValueType
  value: string
  onChange: (value: string) => void
  /** Why the value does not read as its type, first; then what the server said. */
  errors?: string[]
  autoFocus?: boolean
}

/**
 * A setting's value in the control its type asks for: a box to tick for a boolean, a number field,
 * JSON in a monospace box with the parser's complaint under it, text in a line.
 */
export function ValueField({ type, value, onChange, errors, autoFocus }: ValueFieldProps) {
  const { t } = useTranslation('hive')
  switch (type) {
    case 'BOOLEAN':
      return <CheckboxField label={t('fields.valueOn')} checked={value === 'true'} onChange={(event) => onChange(String(event.target.checked))} errors={errors} autoFocus={autoFocus} />
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
          autoFocus={autoFocus}
        />
      )
    case 'JSON':
      return <JsonField label={t('fields.value')} hint={t('hints.json')} value={value} onChange={onChange} errors={errors} autoFocus={autoFocus} />
    case 'TEXT':
      return (
        <TextField label={t('fields.value')} value={value} onChange={(event) => onChange(event.target.value)} errors={errors} autoFocus={autoFocus} maxLength={10_000} />
      )
  }
}

const jsonControl =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm aria-[invalid=true]:border-error dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'

/** JSON reads left to right whatever the page's direction; its lines set the box's height, within bounds. */
function JsonField({ label, hint, value, onChange, errors, autoFocus }: { label: string; hint: string; value: string; onChange: (value: string) => void; errors?: string[]; autoFocus?: boolean }) {
  const id = useId()
  const rows = Math.min(Math.max(value.split('\n').length + 1, 4), 20)
  return (
    <div className="space-y-1 sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        dir="ltr"
        spellCheck={false}
        rows={rows}
        className={jsonControl}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-hint ${id}-error` : `${id}-hint`}
        autoFocus={autoFocus}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
      <FieldErrors id={id} errors={errors} />
    </div>
  )
}
