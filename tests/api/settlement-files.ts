import { minorUnitsOf } from '@domain/reference'
import { formatSettlementAmount, formatSettlementDate, settlementFormatOf, settlementHeader } from '@domain/settlement-formats'

/** One row of a settlement file, before the gateway's format writes it. */
export interface SettlementLine {
  id: string
  reference?: string
  date: string
  amount: number
  fee: number
  currency: string
}

/** A settlement file as the gateway writes it: its header, then a line per row (or raw text lines). */
export function settlementCsv(gateway: string, lines: (SettlementLine | string)[]): Buffer {
  const format = settlementFormatOf(gateway)
  if (!format) throw new Error(`no settlement format for ${gateway}`)
  const write = (line: SettlementLine) => {
    const digits = minorUnitsOf(line.currency)
    return [
      line.id,
      ...(format.columns.reference ? [line.reference ?? ''] : []),
      formatSettlementDate(line.date, format.dateFormat),
      formatSettlementAmount(line.amount, format.amounts, digits),
      formatSettlementAmount(line.fee, format.amounts, digits),
      line.currency,
    ].join(format.delimiter)
  }
  const text = [settlementHeader(format).join(format.delimiter), ...lines.map((l) => (typeof l === 'string' ? l : write(l)))].join('\n')
  return Buffer.from(`${text}\n`)
}
