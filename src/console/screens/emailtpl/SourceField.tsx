import type { ChangeEvent, FocusEvent, Ref } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldErrors } from '../../ui/Field'
import { lineOfError } from './template-logic'

const control =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm aria-[invalid=true]:border-error dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'

interface SourceFieldProps {
  label: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  errors?: string[]
  /** Lines of a body; none for a one-line source (the subject). */
  rows?: number
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>
  /** Selects a line the errors name, for a body. */
  onGoToLine?: (line: number) => void
}

/**
 * A template source in monospace, left to right whatever the page's direction (Liquid and HTML
 * read that way), with its errors under it; an error naming a line offers to go there.
 */
export function SourceField({ label, errors, rows, onGoToLine, ref, ...rest }: SourceFieldProps) {
  const { t } = useTranslation('emailtpl')
  const id = useId()
  const lines = [...new Set((errors ?? []).map(lineOfError).filter((line): line is number => line !== null))]
  const common = {
    id,
    dir: 'ltr' as const,
    spellCheck: false,
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': errors?.length ? `${id}-error` : undefined,
    className: control,
    ...rest,
  }
  return (
    <div className="space-y-1 sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {rows ? <textarea ref={ref} rows={rows} {...common} /> : <input ref={ref} {...common} />}
      <FieldErrors id={id} errors={errors} />
      {onGoToLine && lines.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {lines.map((line) => (
            <button key={line} type="button" className="text-xs text-brand underline-offset-2 hover:underline focus-visible:underline" onClick={() => onGoToLine(line)}>
              {t('editor.goToLine', { line })}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
