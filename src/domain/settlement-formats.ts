import { MAX_MINOR_UNITS } from './money'

/**
 * How each gateway writes its settlement file: one CSV format per gateway, read by the
 * settlement job and described to the user who uploads one.
 */
export interface SettlementFormat {
  delimiter: ',' | ';' | '\t'
  /** The header of each column the job reads. */
  columns: {
    /** The id the row is matched on (see `matchBy`). */
    transactionId: string
    /** The gateway's own reference, kept with the record when the file has one. */
    reference?: string
    settlementDate: string
    amount: string
    fee: string
    currency: string
  }
  /** Which id of a transaction the file's `transactionId` column holds. */
  matchBy: 'externalId' | 'gatewayReference'
  /** `major`: 12.50 (a point or a comma before the decimals); `minor`: 1250. */
  amounts: 'major' | 'minor'
  dateFormat: 'YYYY-MM-DD' | 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYYMMDD'
}

export const settlementFormats = {
  ATLAS: {
    delimiter: ',',
    columns: { transactionId: 'transaction_id', reference: 'gateway_reference', settlementDate: 'settlement_date', amount: 'gross_amount', fee: 'fee', currency: 'currency' },
    matchBy: 'externalId',
    amounts: 'major',
    dateFormat: 'YYYY-MM-DD',
  },
  BOREAL: {
    delimiter: ',',
    columns: { transactionId: 'Merchant Reference', reference: 'PSP Reference', settlementDate: 'Value Date', amount: 'Amount (cents)', fee: 'Fee (cents)', currency: 'Currency' },
    matchBy: 'externalId',
    amounts: 'minor',
    dateFormat: 'MM/DD/YYYY',
  },
  COBALT: {
    delimiter: ';',
    columns: { transactionId: 'order_ref', reference: 'auth_ref', settlementDate: 'payout_date', amount: 'amount', fee: 'commission', currency: 'ccy' },
    matchBy: 'externalId',
    amounts: 'major',
    dateFormat: 'DD/MM/YYYY',
  },
  DUNE: {
    delimiter: ';',
    columns: { transactionId: 'psp_reference', settlementDate: 'data_liquidacao', amount: 'valor_bruto', fee: 'tarifa', currency: 'moeda' },
    matchBy: 'gatewayReference',
    amounts: 'major',
    dateFormat: 'DD/MM/YYYY',
  },
  EMBER: {
    delimiter: '\t',
    columns: { transactionId: 'merchant_tx_id', reference: 'wallet_tx_id', settlementDate: 'settled_on', amount: 'amount_minor', fee: 'fee_minor', currency: 'currency' },
    matchBy: 'externalId',
    amounts: 'minor',
    dateFormat: 'YYYYMMDD',
  },
} as const satisfies Record<string, SettlementFormat>

export type SettlementGateway = keyof typeof settlementFormats

export function settlementFormatOf(gateway: string): SettlementFormat | undefined {
  return Object.hasOwn(settlementFormats, gateway) ? settlementFormats[gateway as SettlementGateway] : undefined
}

/** The header line a file of this format starts with. */
export function settlementHeader(format: SettlementFormat): string[] {
  const { transactionId, reference, settlementDate, amount, fee, currency } = format.columns
  return [transactionId, ...(reference ? [reference] : []), settlementDate, amount, fee, currency]
}

const datePatterns: Record<SettlementFormat['dateFormat'], { pattern: RegExp; order: [number, number, number] }> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: [1, 2, 3] },
  'DD/MM/YYYY': { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: [3, 2, 1] },
  'MM/DD/YYYY': { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: [3, 1, 2] },
  YYYYMMDD: { pattern: /^(\d{4})(\d{2})(\d{2})$/, order: [1, 2, 3] },
}

/** The date in `YYYY-MM-DD`, or null when the text is not a real date in the format. */
export function parseSettlementDate(text: string, format: SettlementFormat['dateFormat']): string | null {
  const { pattern, order } = datePatterns[format]
  const match = pattern.exec(text.trim())
  if (!match) return null
  const [y, m, d] = order.map((i) => Number(match[i]))
  const date = new Date(Date.UTC(y!, m! - 1, d!))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m! - 1 || date.getUTCDate() !== d) return null
  return date.toISOString().slice(0, 10)
}

/** Writes a date (`YYYY-MM-DD`) the way the format does: for files made in tests and benches. */
export function formatSettlementDate(isoDate: string, format: SettlementFormat['dateFormat']): string {
  const [y, m, d] = isoDate.split('-')
  if (format === 'DD/MM/YYYY') return `${d}/${m}/${y}`
  if (format === 'MM/DD/YYYY') return `${m}/${d}/${y}`
  if (format === 'YYYYMMDD') return `${y}${m}${d}`
  return isoDate
}

/**
 * An amount of the file in integer minor units of a currency with `digits` decimals, or null
 * when the text is not a non-negative amount with at most that many decimals, or is above
 * MAX_MINOR_UNITS (a value past it may be read rounded, but is still past it).
 */
export function parseSettlementAmount(text: string, amounts: SettlementFormat['amounts'], digits: number): number | null {
  const match = /^(\d{1,16})(?:[.,](\d+))?$/.exec(text.trim())
  if (!match) return null
  const [, whole, fraction = ''] = match
  const places = amounts === 'minor' ? 0 : digits
  if (fraction.length > places) return null
  const value = Number(whole) * 10 ** places + Number(fraction.padEnd(places, '0') || '0')
  return value <= MAX_MINOR_UNITS ? value : null
}

/** Writes an amount in minor units the way the format does. */
export function formatSettlementAmount(amount: number, amounts: SettlementFormat['amounts'], digits: number): string {
  if (amounts === 'minor' || digits === 0) return String(amount)
  const whole = Math.floor(amount / 10 ** digits)
  return `${whole}.${String(amount % 10 ** digits).padStart(digits, '0')}`
}
