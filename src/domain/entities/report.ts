import { z } from 'zod'
import { exportFormats, jobStates } from '../enums'
import { listQuerySchema } from '../pagination'
import { isoTime, messages } from './common'

/** The daily transaction report of a space, produced by a job as a file. */
export const spaceDailyReportSchema = z.object({
  reportId: z.number(),
  space: z.string(),
  reportDate: z.string(),
  name: z.string(),
  format: z.enum(exportFormats),
  state: z.enum(jobStates),
  fileSize: z.number().int().nullable(),
  rowCount: z.number().int(),
  created: isoTime,
  completedAt: isoTime.nullable(),
})
export type SpaceDailyReport = z.infer<typeof spaceDailyReportSchema>

export const spaceDailyReportListQuerySchema = listQuerySchema.extend({
  space: z.string().max(100).optional(),
  state: z.enum(jobStates).optional(),
  fromDate: z.iso.date(messages.format).optional(),
  toDate: z.iso.date(messages.format).optional(),
})

export const reportPathSchema = z.object({
  space: z.string().min(1).max(100),
  reportId: z.coerce.number(messages.format).int(messages.format).positive(messages.format),
})

/** A short-lived signed link to the report file. */
export const presignedUrlSchema = z.object({ url: z.string(), expiresAt: isoTime })
