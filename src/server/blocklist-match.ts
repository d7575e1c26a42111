import type { BlocklistField } from '@domain/enums'
import { type RawBuilder, sql } from 'kysely'

/**
 * The condition on a transaction (alias `t`) that a blocked value of `field` matches, written
 * so the index on that column serves it; null for a field transactions do not carry. The value
 * may be a column of the query, to match many values in one read.
 */
export function transactionMatch(field: BlocklistField, value: string | RawBuilder<string>): RawBuilder<boolean> | null {
  switch (field) {
    case 'CREDIT_CARD_NUMBER':
      return sql<boolean>`t.card_hash = ${value}`
    case 'CUSTOMER_ID':
      return sql<boolean>`t.customer_external_id = ${value}`
    case 'ACCOUNT_NAME':
      return sql<boolean>`lower(t.account_holder) = lower(${value})`
    case 'CUSTOMER_NAME':
      return sql<boolean>`lower(t.customer_name) = lower(${value})`
    case 'EMAIL':
      return sql<boolean>`lower(t.email) = lower(${value})`
    case 'IP_ADDRESS':
      return sql<boolean>`t.ip_address = ${value}`
    case 'DEVICE_ID':
      return null
  }
}
