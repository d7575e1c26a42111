import { useMemo } from 'react'
import { useRegisterFocus } from '../../palette/focus-records'
import { useSessionStore } from '../../session/session-store'
import { mayChangeTemplates } from './template-logic'

/**
 * Whether the user may change what the screen shows (a collection or a template, system or not),
 * put in focus so the commands that change or clone it are offered only then.
 */
export function useTemplateAccess(system: boolean): { writable: boolean; canClone: boolean } {
  const writable = useSessionStore((state) => mayChangeTemplates(state.user, system))
  // A clone lands in a space of the user's, never among the system collections.
  const canClone = useSessionStore((state) => mayChangeTemplates(state.user, false))
  useRegisterFocus(
    'templateAccess',
    useMemo(() => ({ system, writable, canClone }), [system, writable, canClone]),
  )
  return { writable, canClone }
}
