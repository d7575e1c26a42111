import type { CallDef } from '../call'
import { authCalls } from './auth'
import { systemCalls } from './system'

/**
 * The call table: every API call, by area. calls.tsv is its specification; a unit test fails
 * when the two disagree. Calls added beyond calls.tsv (logout, partner, ...) are marked there.
 */
export const calls = {
  auth: authCalls,
  system: systemCalls,
} as const

export type CallTable = typeof calls

/** Every entry, flat, with its `area.name` id. */
export function allCalls(): { id: string; call: CallDef }[] {
  return Object.entries(calls).flatMap(([area, entries]) =>
    Object.entries(entries as Record<string, CallDef>).map(([name, call]) => ({ id: `${area}.${name}`, call })),
  )
}
