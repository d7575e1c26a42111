import { FieldNotes } from './Field'
import { useId } from 'react'

export interface Choice<Value extends string | number> {
  value: Value
  label: string
  /** Beside the label, quieter: an instrument, a space. */
  detail?: string
}

interface ChoiceListProps<Value extends string | number> {
  legend: string
  options: readonly Choice<Value>[]
  selected: readonly Value[]
  /** The new selection, in the options' order. */
  onChange: (selected: Value[]) => void
  /** Shown instead of the boxes when there is nothing to choose. */
  empty?: string
  hint?: string
  errors?: string[]
}

/** A multi-choice field: one checkbox per option (Tab moves, Space ticks), its hint and errors under it. */
export function ChoiceList<Value extends string | number>({ legend, options, selected, onChange, empty, hint, errors }: ChoiceListProps<Value>) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const toggle = (value: Value, on: boolean) => onChange(options.map((option) => option.value).filter((v) => (v === value ? on : selected.includes(v))))
  return (
    <fieldset className="space-y-1 sm:col-span-2" aria-describedby={described} aria-invalid={errors?.length ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {options.map((option) => {
            const box = `${id}-${option.value}`
            return (
              <li key={option.value} className="flex min-w-0 items-center gap-2">
                <input
                  id={box}
                  type="checkbox"
                  className="size-4 rounded border-slate-300"
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <label htmlFor={box} className="min-w-0 truncate text-sm font-medium text-slate-700 dark:text-slate-200">
                  {option.label}
                  {option.detail && <span className="ms-1 text-xs font-normal text-slate-500">{option.detail}</span>}
                </label>
              </li>
            )
          })}
        </ul>
      )}
      <FieldNotes id={id} hint={hint} errors={errors} />
    </fieldset>
  )
}
