import { z } from 'zod'
import { defineCall } from '../call'

/** A spreadsheet, a JSON array, or a JSON object per line (NDJSON: appended to and read a line at a time, as archives are). */
export const exportFileFormats = ['csv', 'json', 'ndjson'] as const
export type ExportFileFormat = (typeof exportFileFormats)[number]

/** The lists `export/{list}` streams: the server registers each under this name, and the console's export asks for it. */
export const exportableLists = ['transaction', 'transactionactivity', 'customer', 'merchant', 'cardbin', 'cardblacklist', 'fraudblock', 'velocityblock', 'userevent'] as const
export type ExportableList = (typeof exportableLists)[number]

/**
 * Every row of a list that matches its filters, streamed as CSV or JSON. The query is the
 * list call's own filters plus `format`; the list call's permission applies. The answer sends
 * `x-total-count` first, so a client can show progress while it reads.
 */
export const exportQuerySchema = z.looseObject({
  format: z.enum(exportFileFormats).default('csv'),
})

const area = 'export'

export const exportCalls = {
  list: defineCall({
    area,
    method: 'GET',
    path: 'export/{list}',
    access: 'signedIn',
    params: z.object({ list: z.string().regex(/^[a-z]+$/).max(50) }),
    query: exportQuerySchema,
    raw: true,
  }),
}
