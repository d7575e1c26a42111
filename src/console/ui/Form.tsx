import { type FormEvent, type FormHTMLAttributes, type KeyboardEvent, useEffect, useRef } from 'react'

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  onSubmit: () => void
  pending?: boolean
  /** A form for a new record: its first field takes the focus, unless a field already has it. */
  focusFirst?: boolean
  /** False for a saved record: Enter in a one-line field does nothing, only $mod+Enter saves, so a stray Enter cannot. */
  submitOnEnter?: boolean
}

/** The fields a user types in or chooses from, in page order; a read-only one is only shown. */
const FIELDS = 'input:not([type=hidden]):not(:disabled):not([readonly]), select:not(:disabled), textarea:not(:disabled):not([readonly])'

/** Puts the focus in the first field of a form (or part of one); false when it has none. */
export function focusFirstField(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>(FIELDS)
  field?.focus()
  return field !== undefined && field !== null
}

/** Where Enter would submit a form by itself: an input (a button is a <button>, which Enter still presses; a file input opens its picker). */
const submitsOnEnter = (target: EventTarget) => target instanceof HTMLInputElement && target.type !== 'file'

/** A form that submits on $mod+Enter from any field (and on Enter unless told), and never twice while pending. */
export function Form({ onSubmit, pending = false, focusFirst = false, submitOnEnter = true, children, ...rest }: FormProps) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const element = form.current
    if (!focusFirst || !element || element.contains(document.activeElement)) return
    focusFirstField(element)
  }, [focusFirst])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!pending) onSubmit()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter') return
    if (event.metaKey || event.ctrlKey) {
      event.preventDefault()
      event.currentTarget.requestSubmit()
    } else if (!submitOnEnter && submitsOnEnter(event.target)) event.preventDefault()
  }
  return (
    <form ref={form} noValidate onSubmit={submit} onKeyDown={onKeyDown} {...rest}>
      {children}
    </form>
  )
}

export function FormError({ messages }: { messages?: string[] }) {
  if (!messages?.length) return null
  return (
    <div role="alert" className="rounded-md border border-error/40 bg-error/10 px-3 py-2 text-sm text-error">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  )
}
