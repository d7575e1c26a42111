import { type HiveValueProblem, hiveValueProblem } from '@domain/entities/hive'
import type { HiveValueType } from '@domain/enums'

/**
 * The value a setting keeps when its type changes: a boolean is `true` only from `true` (the box
 * starts unticked otherwise); any other type keeps the text, for its check to judge.
 */
export function valueForType(type: HiveValueType, value: string): string {
  return type === 'BOOLEAN' ? String(value.trim() === 'true') : value
}

/** The locale key and values of a value's problem (`hive:valueProblems.json`), or null when it reads as its type. */
export function valueProblemText(type: HiveValueType, value: string): { key: `valueProblems.${HiveValueProblem['reason']}`; parser?: string } | null {
  const problem = hiveValueProblem(type, value)
  if (!problem) return null
  return problem.reason === 'json' ? { key: 'valueProblems.json', parser: problem.parser } : { key: `valueProblems.${problem.reason}` }
}
