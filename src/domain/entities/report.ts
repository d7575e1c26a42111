import { z } from 'zod'
import { exportFormats, jobStates, transactionStatuses } from '../enums'
import { listQuerySchema } from '../pagination'
import { countryCode, currencyCode, isoTime, keyFilter, messages, moneySchema, requiredText } from './common'

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

/** A report day: a date, or an instant in UTC whose day it is (the list's date filter sends those). */
const reportDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/, messages.format)
  .transform((text) => text.slice(0, 10))
  .pipe(z.iso.date(messages.format))

export const spaceDailyReportListQuerySchema = listQuerySchema.extend({
  space: keyFilter,
  state: z.enum(jobStates).optional(),
  fromDate: reportDay.optional(),
  toDate: reportDay.optional(),
})

export const reportPathSchema = z.object({
  space: z.string().min(1).max(100),
  reportId: z.coerce.number(messages.format).int(messages.format).positive(messages.format),
})

/** A short-lived signed link to the report file. */
export const presignedUrlSchema = z.object({ url: z.string(), expiresAt: isoTime })

/** What a custom report counts: transactions, their volume per currency, the approval rate, chargebacks. */
export const reportMeasures = ['count', 'volume', 'approvalRate', 'chargebacks'] as const
export type ReportMeasure = (typeof reportMeasures)[number]
/** How a custom report splits its figures; `day` is the UTC day, `country` the card's. */
export const reportDimensions = ['day', 'merchant', 'gateway', 'currency', 'status', 'country'] as const
export type ReportDimension = (typeof reportDimensions)[number]

/** The longest period a custom report covers. */
export const CUSTOM_REPORT_MAX_DAYS = 366
/** The most rows a custom report answers; more are cut and the answer says so. */
export const CUSTOM_REPORT_MAX_ROWS = 5000

const distinct = <T>(list: T[]) => new Set(list).size === list.length
const filterList = <T extends z.ZodType>(item: T) => z.array(item).max(50, messages.maxLength(50)).optional()

export const customReportFiltersSchema = z.object({
  merchant: filterList(requiredText(100)),
  gateway: filterList(requiredText(50)),
  currency: filterList(currencyCode),
  status: filterList(z.enum(transactionStatuses)),
  country: filterList(countryCode),
})
export type CustomReportFilters = z.infer<typeof customReportFiltersSchema>

/**
 * Either the last N days up to today (UTC), or the days from `from` to `to` inclusive; the last
 * days, when given, are the period.
 */
export const customReportPeriodSchema = z
  .object({
    lastDays: z.number(messages.format).int(messages.format).min(1, messages.format).max(CUSTOM_REPORT_MAX_DAYS, messages.format).optional(),
    from: z.iso.date(messages.format).optional(),
    to: z.iso.date(messages.format).optional(),
  })
  .superRefine((period, ctx) => {
    if (period.lastDays !== undefined) return
    if (period.from === undefined && period.to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lastDays'], message: messages.required })
      return
    }
    if (period.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: messages.required })
    if (period.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.required })
    if (period.from === undefined || period.to === undefined) return
    const days = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start' })
    else if (days > CUSTOM_REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${CUSTOM_REPORT_MAX_DAYS} days` })
  })
export type CustomReportPeriod = z.infer<typeof customReportPeriodSchema>

/** A custom report: what it counts, split how, over which transactions and days. */
export const customReportDefinitionSchema = z.object({
  measures: z
    .array(z.enum(reportMeasures))
    .min(1, messages.required)
    .refine(distinct, 'Choose each measure once'),
  dimensions: z
    .array(z.enum(reportDimensions))
    .max(3, 'Choose at most 3 dimensions')
    .refine(distinct, 'Choose each dimension once'),
  filters: customReportFiltersSchema.default({}),
  period: customReportPeriodSchema,
})
export type CustomReportDefinition = z.infer<typeof customReportDefinitionSchema>

export const customReportPathSchema = z.object({ space: z.string().min(1).max(100) })

/** One row: its dimension values (as asked) and measures; volume in minor units per currency. */
export const customReportRowSchema = z.object({
  day: z.string().optional(),
  merchant: z.string().optional(),
  gateway: z.string().optional(),
  currency: z.string().optional(),
  status: z.string().optional(),
  country: z.string().optional(),
  count: z.number().int().optional(),
  volume: z.array(moneySchema).optional(),
  /** Approved transactions over all transactions of the row, 0 to 1; null for none. */
  approvalRate: z.number().nullable().optional(),
  chargebacks: z.number().int().optional(),
})
export type CustomReportRow = z.infer<typeof customReportRowSchema>

export const customReportResultSchema = z.object({
  /** The days the report covers (UTC), inclusive. */
  from: z.string(),
  to: z.string(),
  measures: z.array(z.enum(reportMeasures)),
  dimensions: z.array(z.enum(reportDimensions)),
  rows: z.array(customReportRowSchema),
  /** True when more than CUSTOM_REPORT_MAX_ROWS rows matched and the rest were cut. */
  truncated: z.boolean(),
})
export type CustomReportResult = z.infer<typeof customReportResultSchema>
