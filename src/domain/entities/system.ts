import { z } from 'zod'
import { jobStates } from '../enums'
import { freeText, isoTime, namedValues, requiredText } from './common'

/** One run of a system command: its input, how far it got and what it printed. */
export const systemCommandResultSchema = z.object({
  id: z.number(),
  command: z.string(),
  params: z.record(z.string(), z.string()),
  /** FAILED when the command stopped on an error (or the server stopped while it ran). */
  state: z.enum(jobStates),
  /** 0 to 100; a long command moves it as it goes. */
  progress: z.number().int(),
  output: z.string(),
  startedBy: z.string(),
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
})
export type SystemCommandResult = z.infer<typeof systemCommandResultSchema>

/**
 * The system commands that change what people rely on (ending sign-ins): the console asks
 * for a confirmation, and a space's approval policy may hold them for a second person.
 */
const dangerousSystemCommands: readonly string[] = ['endUserSessions', 'endAllSessions']

export function isDangerousCommand(name: string): boolean {
  return dangerousSystemCommands.includes(name)
}

/** A maintenance command the platform offers (cache flush, job replay, ...). */
export const systemCommandSchema = z.object({
  name: z.string(),
  description: z.string(),
  params: z.array(
    z.object({ name: z.string(), description: z.string(), required: z.boolean(), pattern: z.string().nullable() }),
  ),
  /** Changes data or state; the console asks for confirmation. */
  dangerous: z.boolean(),
  /** Runs in the background: the answer comes before the end, and one run at a time. */
  long: z.boolean(),
  /** The latest run, for the progress of one under way. */
  lastRun: systemCommandResultSchema.nullable(),
})
export type SystemCommand = z.infer<typeof systemCommandSchema>

export const systemCommandRunSchema = z.object({
  command: requiredText(60),
  params: namedValues(z.string().max(60), freeText(500)).default({}),
})
