import { useRef, useState } from 'react'

export interface Submission {
  submit: () => void
  pending: boolean
  /** The last failure, until the next submit or reset. */
  error: unknown
  /** The last call answered, until the next submit or reset. */
  done: boolean
  reset: () => void
}

const idle = { pending: false, error: null, done: false }

/**
 * One call a signed-out form makes, with its pending state and error: a mutation without
 * TanStack Query, which is not loaded on the signed-out pages. A submit while one runs is ignored;
 * the answer of a call made before a reset is dropped.
 */
export function useSubmit<T>(call: () => Promise<T>, on: { answer?: (answer: T) => void; error?: (error: unknown) => void } = {}): Submission {
  const [state, setState] = useState<Omit<Submission, 'submit' | 'reset'>>(idle)
  const round = useRef(0)
  const submit = () => {
    if (state.pending) return
    const mine = ++round.current
    setState({ ...idle, pending: true })
    call().then(
      (answer) => {
        if (mine !== round.current) return
        setState({ ...idle, done: true })
        on.answer?.(answer)
      },
      (error: unknown) => {
        if (mine !== round.current) return
        setState({ ...idle, error })
        on.error?.(error)
      },
    )
  }
  const reset = () => {
    round.current += 1
    setState(idle)
  }
  return { ...state, submit, reset }
}
