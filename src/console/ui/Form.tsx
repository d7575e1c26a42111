import { type FormEvent, type FormHTMLAttributes, type KeyboardEvent, useEffect, useRef } from 'react'

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  onSubmit: () => void
  pending?: boolean
  /** A form for a new record: its first field takes the focus, unless a field already has it. */
  focusFirst?: boolean
}

/** The fields a user types in or chooses from, in page order. */
const FIELDS = 'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)'

/** A form that submits on Enter and on $mod+Enter from any field, and never twice while pending. */
export function Form({ onSubmit, pending = false, focusFirst = false, children, ...rest }: FormProps) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const element = form.current
    if (!focusFirst || !element || element.contains(document.activeElement)) return
    element.querySelector<HTMLElement>(FIELDS)?.focus()
  }, [focusFirst])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!pending) onSubmit()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      event.currentTarget.requestSubmit()
    }
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
