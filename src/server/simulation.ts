import type { Result } from '@domain/enums'

/** A transaction a simulation would have changed, as its query reads it. */
export interface SimulatedTransactionRow {
  merchant: string
  external_id: string
  amount: string | number | bigint
  currency: string
  result: Result
  card_scheme: string | null
  card_country: string | null
  created_at: Date | string
}

/** The sample of a simulation's answer (card restriction rules, trust policies): transactions to open. */
export function simulationSample(rows: SimulatedTransactionRow[]) {
  return rows.map((r) => ({
    merchantAccount: r.merchant,
    transactionId: r.external_id,
    amount: Number(r.amount),
    currency: r.currency,
    result: r.result,
    cardScheme: r.card_scheme,
    cardCountry: r.card_country,
    created: new Date(r.created_at).toISOString(),
  }))
}
