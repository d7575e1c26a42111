import { z } from 'zod'
import { jobStates } from '../enums'
import { isoTime, messages } from './common'

/** A maintenance command the platform offers (cache flush, job replay, ...). */
export const systemCommandSchema = z.object({
  name: z.string(),
  description: z.string(),
  params: z.array(
    z.object({ name: z.string(), description: z.string(), required: z.boolean(), pattern: z.string().nullable() }),
  ),
  /** Changes data or state; the console asks for confirmation. */
  dangerous: z.boolean(),
})
export type SystemCommand = z.infer<typeof systemCommandSchema>

export const systemCommandRunSchema = z.object({
  command: z.string().trim().min(1, messages.required).max(60),
  params: z.record(z.string().max(60), z.string().max(500)).default({}),
})
export const systemCommandResultSchema = z.object({
  command: z.string(),
  state: z.enum(jobStates),
  output: z.string(),
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
})
