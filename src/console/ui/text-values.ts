import { type ChangeEvent, useState } from 'react'

/**
 * The texts of a small form that is not a record's (a dialog's amount and reason): their values,
 * and a binder that gives a field its value and change handler in one spread.
 */
export function useTextValues<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial)
  const set = (name: Name, value: string) => setValues((current) => ({ ...current, [name]: value }))
  return {
    values,
    set,
    reset: () => setValues(initial),
    bind: (name: Name) => ({
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(name, event.target.value),
    }),
  }
}
