import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useEffect, useId, useRef } from 'react'

const control =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 dark:bg-slate-900 dark:text-slate-100 aria-[invalid=true]:border-error'
const controlBorder = 'border-slate-300 dark:border-slate-600'

/** What every labelled field takes besides its control's own attributes. */
interface FieldTexts {
  label: string
  hint?: ReactNode
  errors?: string[]
}

/** What a field's control carries: the id its label names, and its state and descriptions for screen readers. */
type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/** A field's errors, right under it and announced; `{id}-error` is what the control's aria-describedby names. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <p id={`${id}-error`} className="text-sm text-error" role="alert">
      {errors.join(' ')}
    </p>
  )
}

/** What is said under a field: its hint (`{id}-hint`), then its errors. */
export function FieldNotes({ id, hint, errors }: { id: string; hint?: ReactNode; errors?: string[] }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldErrors id={id} errors={errors} />
    </>
  )
}

/** A labelled field: the label, the control (given what it must carry), the hint and errors under it. */
export function FieldFrame({ label, hint, errors, children }: FieldTexts & { children: (props: ControlProps) => ReactNode }) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : ''].filter(Boolean)
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children({ id, 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': described.length ? described.join(' ') : undefined })}
      <FieldNotes id={id} hint={hint} errors={errors} />
    </div>
  )
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldTexts {}

/** A labelled input whose errors sit right under it and are announced. */
export function TextField({ label, hint, errors, className = '', ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors}>
      {(props) => <input {...props} className={`${control} ${controlBorder} ${className}`} {...rest} />}
    </FieldFrame>
  )
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldTexts {}

/** A labelled box of lines a machine reads (JSON, addresses, pasted values): in code type, left to right in every language, not spell-checked. */
export function TextAreaField({ label, hint, errors, className = '', ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors}>
      {(props) => <textarea {...props} dir="ltr" spellCheck={false} className={`${control} ${controlBorder} font-mono ${className}`} {...rest} />}
    </FieldFrame>
  )
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldTexts {
  options: { value: string; label: string }[]
  /**
   * The choice a required select starts on while nothing is chosen (the user's own group), when
   * it is among the options. A required select's empty option only asks for a choice, so with one
   * other option that option is chosen.
   */
  suggested?: string
}

/** The option a required select takes by itself while empty: the suggested one, else the only one. */
export function startingChoice(options: readonly { value: string }[], suggested: string | undefined): string | undefined {
  const choices = options.filter((option) => option.value !== '')
  if (suggested && choices.some((option) => option.value === suggested)) return suggested
  return choices.length === 1 ? choices[0]?.value : undefined
}

export function SelectField({ label, hint, errors, options, suggested, className = '', ...rest }: SelectFieldProps) {
  const select = useRef<HTMLSelectElement>(null)
  // Once only: a user who empties the select afterwards keeps it empty.
  const started = useRef(false)
  const start = rest.required && !rest.disabled && rest.value === '' && !started.current ? startingChoice(options, suggested) : undefined
  // Chosen as a user chooses, through the select's own change event, so the form's handler keeps the value.
  useEffect(() => {
    const element = select.current
    if (start === undefined || !element) return
    started.current = true
    element.value = start
    element.dispatchEvent(new Event('change', { bubbles: true }))
  }, [start])
  return (
    <FieldFrame label={label} hint={hint} errors={errors}>
      {(props) => (
        <select ref={select} {...props} className={`${control} ${controlBorder} ${className}`} {...rest}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string
  errors?: string[]
}

/** A labelled checkbox with its errors under it. */
export function CheckboxField({ label, errors, className = '', ...rest }: CheckboxFieldProps) {
  const id = useId()
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
          className={`size-4 rounded border-slate-300 ${className}`}
          {...rest}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
      </div>
      <FieldErrors id={id} errors={errors} />
    </div>
  )
}
