import type { Generated } from 'kysely'
import type { Json, NullableTimestamp, Stamped, Timestamp } from './columns'

export interface CardBinTable extends Stamped {
  id: Generated<number>
  bin: string
  scheme: string
  card_type: Generated<string>
  category: Generated<string>
  level: string | null
  issuer: string | null
  issuer_country: string | null
  currency: string | null
  three_ds_supported: Generated<boolean>
  status: Generated<string>
}

export interface CardBlacklistTable extends Stamped {
  id: Generated<number>
  space_id: number
  card_hash: string
  card_bin: string | null
  card_last4: string | null
  reason: Generated<string>
  status: Generated<string>
  expires_at: NullableTimestamp
  created_by: string | null
}

export interface CardRestrictionTable extends Stamped {
  id: Generated<number>
  space_id: number
  name: string
  description: Generated<string>
  status: Generated<string>
}

export interface CardRestrictionRuleTable extends Stamped {
  id: Generated<number>
  restriction_id: number
  scope: string
  operator: string
  values: Json<string[]>
  action: string
  priority: Generated<number>
  status: Generated<string>
  description: Generated<string>
}

/** What a SHADOW rule would have done on a transaction it matched, as recorded at insert. */
export interface CardRestrictionRuleHitTable {
  id: Generated<number>
  rule_id: number
  transaction_id: number
  action: string
  result: string
  status: string
  card_country: string | null
  card_scheme: string | null
  created_at: Timestamp
}

export interface MerchantCardRestrictionTable {
  merchant_id: number
  restriction_id: number
}

export interface FraudBlockTable extends Stamped {
  id: Generated<number>
  space_id: number
  /** Null when the block applies to the whole space. */
  merchant_id: number | null
  /** A blocklist field: CREDIT_CARD_NUMBER (the card hash), EMAIL, IP_ADDRESS, ... */
  field: string
  /** The account value blocked: a card hash, an email, an IP, ... */
  account_id: string
  card_bin: string | null
  card_last4: string | null
  payment_type: string | null
  reason: string
  status: Generated<string>
  expires_at: NullableTimestamp
  created_by: string | null
  deleted_by: string | null
  deleted_reason: string | null
}

export interface FraudConfigTable extends Stamped {
  id: Generated<number>
  merchant_id: number
  name: string
  vendor: string
  status: Generated<string>
  score_threshold: Generated<number>
  settings: Json<Record<string, unknown>>
}

export interface VelocityBlockTable extends Stamped {
  id: Generated<number>
  merchant_id: number
  field: string
  /** The account value over the limit (accountId in the API). */
  account_id: string
  rule: string
  window_hours: number
  limit_count: number
  observed_count: number
  reason: Generated<string>
  status: Generated<string>
  expires_at: NullableTimestamp
}

export interface TrustLevelTable extends Stamped {
  id: Generated<number>
  merchant_id: number
  level: string
  name: string
  description: Generated<string>
  max_amount: number | null
  currency: string | null
  instrument_config_ids: Json<number[]>
  restrictions: Json<string[]>
  status: Generated<string>
}

export interface TrustPolicyConfigTable extends Stamped {
  id: Generated<number>
  space_id: number
  name: string
  description: Generated<string>
  is_default: Generated<boolean>
  status: Generated<string>
}

export interface TrustPolicyCollectionTable extends Stamped {
  id: Generated<number>
  config_id: number
  name: string
  description: Generated<string>
  priority: Generated<number>
  status: Generated<string>
}

export interface TrustPolicyTable extends Stamped {
  id: Generated<number>
  collection_id: number
  name: string
  /** { field, operator, value }: e.g. successful charges >= 3. */
  condition: Json<Record<string, unknown>>
  trust_level: string
  priority: Generated<number>
  status: Generated<string>
}
