import { Readable } from 'node:stream'
import type { CallDef } from '@domain/call'
import type { ExportableList, ExportFileFormat } from '@domain/calls/export'
import { CsvNumber, csvAmount, csvLine } from '@domain/csv'
import type { Page } from '@domain/pagination'
import type { AuditTargetType } from '@domain/kinds'
import { isoWithOffset } from '@domain/time-zones'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { recordEvent } from './audit'
import type { Principal } from './auth/principal'
import { bindCall, type SignedInInput } from './calls'
import { ApiError, badRequest, forbidden, notFound, zodFieldErrors } from './errors'
import type { Services } from './services'

/** Rows of one page of an export: the most a list call allows. */
export const EXPORT_PAGE_SIZE = 500

/**
 * A list the export call can stream. `page` is the list call's own page function, so the
 * export sees exactly what the list shows: the same filters, the same scope, the same order.
 */
export interface Exportable<C extends CallDef = CallDef> {
  /** The `{list}` of `export/{list}`, as the console's export button names it. */
  id: ExportableList
  /** The list call: its permission guards the export and its query schema reads the filters. */
  call: C
  page: (services: Services, principal: Principal, query: z.output<C['query']>) => Promise<Page<unknown>>
  /** How many rows match, for `x-total-count`; without it the first page's `total` is used when given. */
  count?: (services: Services, principal: Principal, query: z.output<C['query']>) => Promise<number>
  /**
   * For a list whose rows are evidence (the audit log): each export of it is audited as a DOWNLOAD
   * of this target, with its format and filters, before any row is sent.
   */
  audited?: AuditTargetType
}

const exportables = new Map<string, Exportable>()

/** Makes a list exportable; a module calls it when it registers its routes. */
export function registerExportable<C extends CallDef>(exportable: Exportable<C>): void {
  exportables.set(exportable.id, exportable as unknown as Exportable)
}

/** Binds a list call and makes it exportable through the same page function, so both answer the same rows. */
export function bindExportableList<C extends CallDef>(app: FastifyInstance, services: Services, exportable: Exportable<C>): void {
  registerExportable(exportable)
  bindCall(app, services, exportable.call, (async ({ query, principal }: SignedInInput<C>) => exportable.page(services, principal, query)) as never)
}

/**
 * The paths of a list row's free-form maps (an audit event's `detail`, a transaction's
 * `metadata.extra`), read from the row's schema: their keys differ from row to row, so each is
 * one JSON cell rather than columns named after the first row's keys.
 */
function freeFormPaths(schema: z.ZodType, prefix = ''): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return freeFormPaths(schema.unwrap() as z.ZodType, prefix)
  if (schema instanceof z.ZodRecord) return [prefix]
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => freeFormPaths(field, prefix ? `${prefix}.${key}` : key))
  }
  return []
}

/** The schema of one row of a list call's page (`{ items: [row] }`). */
function rowSchemaOf(call: CallDef): z.ZodType | null {
  const items = call.response instanceof z.ZodObject ? (call.response.shape as Record<string, z.ZodType>).items : undefined
  return items instanceof z.ZodArray ? (items.element as z.ZodType) : null
}

/**
 * `a.b.c` paths of a row's leaf values, nested objects flattened, in the row's own key order; a
 * number the writer formatted and a path in `whole` stay one value.
 */
export function flattenRow(row: unknown, prefix = '', into: Record<string, unknown> = {}, whole: ReadonlySet<string> = new Set()): Record<string, unknown> {
  if (row !== null && typeof row === 'object' && !Array.isArray(row) && !(row instanceof CsvNumber) && !whole.has(prefix)) {
    for (const [key, value] of Object.entries(row)) flattenRow(value, prefix ? `${prefix}.${key}` : key, into, whole)
  } else if (prefix) {
    into[prefix] = row
  }
  return into
}

/** An instant as the API writes it (`2026-11-25T07:28:20.000Z`). */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
/** The amounts of a record holding a `currency`: `amount`, `capturedAmount`, `refundedAmount`... */
const amountKey = /^amount$|Amount$/

/**
 * A row as a spreadsheet reads it. An amount in integer minor units, in a record that names its
 * `currency`, becomes the major-unit number (`1099` USD is `10.99`, `1500` JPY is `1500`, `1234`
 * BHD is `1.234`), left beside its currency column; an instant is written in ISO 8601 with the
 * offset of the reader's zone (`2026-11-25T16:28:20.000+09:00`). JSON exports keep the API's form.
 */
export function spreadsheetRow(row: unknown, timeZone: string): unknown {
  if (Array.isArray(row)) return row.map((item) => spreadsheetRow(item, timeZone))
  if (typeof row === 'string') return isoInstant.test(row) ? isoWithOffset(row, timeZone, { milliseconds: true }) : row
  if (row === null || typeof row !== 'object') return row
  const record = row as Record<string, unknown>
  const currency = typeof record.currency === 'string' && /^[A-Z]{3}$/.test(record.currency) ? record.currency : null
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      currency && amountKey.test(key) && Number.isInteger(value) ? csvAmount(value as number, currency) : spreadsheetRow(value, timeZone),
    ]),
  )
}

/** The body of an export: text chunks, written page by page as the pages are read; `whole` paths are one CSV cell each. */
export async function* exportChunks(
  format: ExportFileFormat,
  firstPage: Page<unknown>,
  nextPage: (cursor: string) => Promise<Page<unknown>>,
  timeZone = 'UTC',
  whole: ReadonlySet<string> = new Set(),
): AsyncGenerator<string> {
  let page = firstPage
  let columns: string[] | null = null
  let first = true
  if (format === 'json') yield '[\n'
  for (;;) {
    let chunk = ''
    for (const item of page.items) {
      if (format === 'json') {
        chunk += `${first ? '' : ',\n'}${JSON.stringify(item)}`
      } else if (format === 'ndjson') {
        chunk += `${JSON.stringify(item)}\n`
      } else {
        const flat = flattenRow(spreadsheetRow(item, timeZone), '', {}, whole)
        if (!columns) {
          columns = Object.keys(flat)
          chunk += csvLine(columns)
        }
        chunk += csvLine(columns.map((column) => flat[column]))
      }
      first = false
    }
    if (chunk) yield chunk
    if (!page.nextCursor) break
    page = await nextPage(page.nextCursor)
  }
  if (format === 'json') yield first ? ']\n' : '\n]\n'
}

export interface ExportAnswer {
  filename: string
  contentType: string
  total: number | null
  body: Readable
}

const contentTypes: Record<ExportFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
}

/**
 * Streams every row of a list that matches the filters: the list call's permission first,
 * then its own query validation, then its page function page after page (keyset), so a
 * million rows never sit in memory at once. `ip` is the caller's, for a list whose export is audited.
 */
export async function startExport(
  services: Services,
  principal: Principal,
  list: string,
  format: ExportFileFormat,
  filters: Record<string, unknown>,
  ip: string,
): Promise<ExportAnswer> {
  const exportable = exportables.get(list)
  if (!exportable) throw notFound('Exportable list')
  const access = exportable.call.access
  if (access !== 'public' && access !== 'signedIn') {
    if (principal.passwordExpired) throw new ApiError(403, 'PASSWORD_EXPIRED', 'Your password has expired; change it to continue')
    if (!principal.permissions.has(access)) throw forbidden()
  }
  const { cursor: _cursor, limit: _limit, ...rest } = filters
  const parsed = exportable.call.query.safeParse({ ...rest, limit: EXPORT_PAGE_SIZE })
  if (!parsed.success) throw badRequest('Invalid query', zodFieldErrors(parsed.error))
  const query = parsed.data as Record<string, unknown>
  // The first page is read before answering, so a bad filter or scope is a proper error status.
  const firstPage = await exportable.page(services, principal, query)
  const total =
    firstPage.nextCursor === null
      ? firstPage.items.length
      : exportable.count
        ? await exportable.count(services, principal, query)
        : (firstPage.total ?? null)
  if (exportable.audited) {
    const { limit: _, ...kept } = query
    await recordEvent(services.db, { principal, type: 'DOWNLOAD', targetType: exportable.audited, ip, at: services.now(), detail: { format, filters: kept } })
  }
  const day = services.now().toISOString().slice(0, 10)
  const reader = await services.db.selectFrom('app_user').select('timezone').where('id', '=', principal.userId).executeTakeFirst()
  const timeZone = reader?.timezone ?? 'UTC'
  const rowSchema = rowSchemaOf(exportable.call)
  const whole = new Set(rowSchema ? freeFormPaths(rowSchema) : [])
  const body = Readable.from(exportChunks(format, firstPage, (cursor) => exportable.page(services, principal, { ...query, cursor }), timeZone, whole))
  return {
    filename: `${list}-${day}.${format}`,
    contentType: contentTypes[format],
    total,
    body,
  }
}

/** Sends an export as a file download, its row count first when known. */
export function sendExport(reply: FastifyReply, answer: ExportAnswer) {
  reply
    .header('content-type', answer.contentType)
    .header('content-disposition', `attachment; filename="${answer.filename}"`)
    .header('cache-control', 'no-store')
  if (answer.total !== null) reply.header('x-total-count', String(answer.total))
  return reply.send(answer.body)
}
