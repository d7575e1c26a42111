import { settlementHeader, type SettlementFormat } from '@domain/settlement-formats'
import type { Options } from 'csv-parse'

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
