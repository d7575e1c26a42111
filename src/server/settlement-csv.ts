import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { settlementHeader, type SettlementFormat } from '@domain/settlement-formats'
import { type Options, parse } from 'csv-parse'

/** Where each column the job reads sits in a file's rows, and how many columns a row has. */
export interface SettlementColumns {
  ok: true
  count: number
  transactionId: number
  reference?: number
  settlementDate: number
  amount: number
  fee: number
  currency: number
}

/**
 * How a gateway's file is parsed. Cells are trimmed by the reader, not the parser, so a space
 * after a closing quote does not stop the file; a record longer than any real row is an error.
 */
export function csvOptions(format: SettlementFormat): Options {
  return { delimiter: format.delimiter, bom: true, relax_quotes: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 64 * 1024 }
}

const headerKey = (text: string) => text.trim().toLowerCase()

/** The columns of the format in a header row, or the names it lacks. */
export function columnIndexes(format: SettlementFormat, header: string[]): SettlementColumns | { ok: false; missing: string[] } {
  const keys = header.map(headerKey)
  const at = (name: string) => keys.indexOf(headerKey(name))
  const missing = settlementHeader(format).filter((name) => at(name) < 0)
  if (missing.length > 0) return { ok: false, missing }
  const { transactionId, reference, settlementDate, amount, fee, currency } = format.columns
  const referenceAt = reference ? at(reference) : -1
  return {
    ok: true,
    count: header.length,
    transactionId: at(transactionId),
    ...(referenceAt >= 0 ? { reference: referenceAt } : {}),
    settlementDate: at(settlementDate),
    amount: at(amount),
    fee: at(fee),
    currency: at(currency),
  }
}

/**
 * The sha256 of a file's identity: its rows as the parser reads them, not its bytes. Line ends, a
 * BOM, blank lines, quoting, spaces around cells and the order of the columns do not change it,
 * so a copy saved by another tool is the same file. Text the parser cannot read counts as text,
 * its line ends and trailing blank lines aside.
 */
export async function rowsSha256(data: Buffer, format: SettlementFormat): Promise<string> {
  const hash = createHash('sha256')
  let order: number[] | undefined
  let width = 0
  let bytesRead = 0
  const parser = Readable.from([data]).pipe(parse({ ...csvOptions(format), info: true }))
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { bytes: number } }>) {
      bytesRead = info.bytes
      const cells = record.map((cell) => cell.trim())
      if (!order) {
        const keys = cells.map(headerKey)
        // By code unit, not by locale: the identity must not change with the runtime's collation.
        order = keys.map((_, index) => index).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b))
        width = cells.length
        hash.update(JSON.stringify(order.map((index) => keys[index])))
      } else if (cells.some((cell) => cell !== '')) {
        hash.update(`\n${JSON.stringify([...order.map((index) => cells[index] ?? null), ...cells.slice(width)])}`)
      }
    }
  } catch (error) {
    if (!(error as { code?: string }).code?.startsWith('CSV_')) throw error
    hash.update(`\n${JSON.stringify(data.subarray(bytesRead).toString('utf8').replace(/\r\n?/g, '\n').trimEnd())}`)
  }
  return hash.digest('hex')
}
