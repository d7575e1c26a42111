import type { FieldError } from '@domain/errors'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './Button'
import { FieldErrors } from './Field'
import { focusAfterRemoval, type KeyValueRow, keyValueRow, rowsProblem } from './key-value'

const input =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'

interface KeyValueRowsProps {
  legend: string
  rows: readonly KeyValueRow[]
  onChange: (rows: KeyValueRow[]) => void
  /** The add button's label: "Add a field" (or "Add a secret") unless told. */
  addLabel?: string
  /** Write-only values: typed in password inputs, never filled in from the server, and said so under the legend. */
  secret?: boolean
  hint?: string
  errors?: string[]
}

/**
 * Keys and values as rows, added and removed with buttons; focus follows, to the new row's key
 * or to the row taking a removed one's place. A masked row shows its stored value only as the
 * server masks it, with an input whose text replaces it.
 */
export function KeyValueRows({ legend, rows, onChange, addLabel, secret = false, errors, ...props }: KeyValueRowsProps) {
  const { t } = useTranslation()
  const hint = props.hint ?? (secret ? t('keyValue.secretHint') : undefined)
  const id = useId()
  const frame = useRef<HTMLFieldSetElement>(null)
  const focusNext = useFocusOnceRendered(frame)

  const update = (rowId: string, change: Partial<KeyValueRow>) => onChange(rows.map((row) => (row.id === rowId ? { ...row, ...change } : row)))
  const add = () => {
    const row = keyValueRow()
    onChange([...rows, row])
    focusNext({ row: row.id })
  }
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index))
    focusNext({ row: focusAfterRemoval(rows, index) })
  }
  const described = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

  return (
    <fieldset ref={frame} className="space-y-2 sm:col-span-2" aria-describedby={described} aria-invalid={errors?.length ? true : undefined}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('keyValue.empty')}</p>
      ) : (
        rows.map((row, index) => (
          <KeyValueRowInputs
            key={row.id}
            row={row}
            number={index + 1}
            legend={legend}
            secret={secret}
            onUpdate={(change) => update(row.id, change)}
            onRemove={() => remove(index)}
          />
        ))
      )}
      <Button data-add variant="secondary" onClick={add}>
        {addLabel ?? t(secret ? 'keyValue.addSecret' : 'keyValue.addField')}
      </Button>
      <FieldErrors id={id} errors={errors} />
    </fieldset>
  )
}

/**
 * Focus for a row once it is rendered: its first input (`data-row`), else the add button
 * (`data-add`) when the row is null after a removal.
 */
function useFocusOnceRendered(frame: RefObject<HTMLFieldSetElement | null>) {
  const [focusNext, setFocusNext] = useState<{ row: string | null } | null>(null)
  useEffect(() => {
    if (!focusNext) return
    frame.current?.querySelector<HTMLElement>(focusNext.row ? `[data-row="${focusNext.row}"]` : '[data-add]')?.focus()
    setFocusNext(null)
  }, [focusNext, frame])
  return setFocusNext
}

interface KeyValueRowInputsProps {
  row: KeyValueRow
  /** The row's place in the list, from 1, which its inputs' names say. */
  number: number
  legend: string
  secret: boolean
  onUpdate: (change: Partial<KeyValueRow>) => void
  onRemove: () => void
}

/** One row: its key (shown, not typed, when masked), its value, and its remove button. */
function KeyValueRowInputs({ row, number, legend, secret, onUpdate, onRemove }: KeyValueRowInputsProps) {
  const { t } = useTranslation()
  const masked = row.masked !== undefined
  return (
    <div className="grid grid-cols-[1fr_2fr_auto] items-center gap-2">
      {masked ? (
        <div className="min-w-0" dir="ltr">
          <span className="block truncate font-mono text-sm">{row.key}</span>
          <span className="font-mono text-xs text-slate-500" data-testid="masked-secret">
            {row.masked}
          </span>
        </div>
      ) : (
        <input
          data-row={row.id}
          className={`${input} font-mono`}
          aria-label={t('keyValue.key', { list: legend, number })}
          value={row.key}
          maxLength={60}
          dir="ltr"
          onChange={(event) => onUpdate({ key: event.target.value })}
        />
      )}
      <input
        data-row={masked ? row.id : undefined}
        className={secret ? `${input} font-mono` : input}
        type={secret ? 'password' : 'text'}
        autoComplete={secret ? 'new-password' : undefined}
        spellCheck={secret ? false : undefined}
        aria-label={masked ? t('keyValue.replace', { list: legend, key: row.key }) : t('keyValue.value', { list: legend, number })}
        placeholder={masked ? t('keyValue.keep') : undefined}
        value={row.value}
        onChange={(event) => onUpdate({ value: event.target.value })}
      />
      {masked ? (
        <span />
      ) : (
        <Button variant="ghost" onClick={onRemove} aria-label={t('keyValue.remove', { list: legend, number })}>
          <span aria-hidden="true">✕</span>
        </Button>
      )}
    </div>
  )
}

/** The problem of a form's rows, if any, as a field error of the form (to throw in FormProblems before sending). */
export function useKeyValueProblems(): (field: string, rows: readonly KeyValueRow[]) => FieldError[] {
  const { t } = useTranslation()
  return (field, rows) => {
    const problem = rowsProblem(rows)
    if (!problem) return []
    return [{ field, message: problem.code === 'keyRequired' ? t('keyValue.keyRequired') : t('keyValue.duplicateKey', { key: problem.key }) }]
  }
}
