import type { ColumnType, Generated } from 'kysely'
import type { Json, Stamped, Timestamp } from './columns'

export interface PartnerTable {
  key: string
  name: string
  host: string | null
  settings: Json<Record<string, unknown>>
  created_at: Timestamp
}

export interface SpaceTable {
  id: Generated<number>
  name: string
  display_name: string
  partner_key: string | null
  is_operator: Generated<boolean>
  status: Generated<string>
  created_at: Timestamp
}

export interface MerchantGroupTable {
  id: Generated<number>
  space_id: number
  name: string
  display_name: string
  logo_url: string | null
  status: Generated<string>
  created_at: Timestamp
}

export interface MerchantTable extends Stamped {
  id: Generated<number>
  name: string
  display_name: string
  space_id: number
  group_id: number
  status: Generated<string>
  business_type: Generated<string>
  default_currency: Generated<string>
  timezone: Generated<string>
  configuration: Json<Record<string, unknown>>
  secret_key_hash: string | null
  secret_key_rotated_at: Date | null
  environment: Generated<string>
  email: string | null
  website: string | null
  country: string | null
}

export interface RoleTable {
  id: Generated<number>
  space_id: number
  name: string
  description: Generated<string>
  permissions: Json<string[]>
  created_at: Timestamp
}

export interface AppUserTable extends Stamped {
  id: Generated<number>
  username: string
  email: string
  real_name: string
  password_hash: string
  /** The last password hashes, newest first, for the no-reuse rule. */
  password_history: Json<string[]>
  password_changed_at: Timestamp
  password_expires_at: ColumnType<Date, Date | string, Date | string>
  status: Generated<string>
  failed_logins: Generated<number>
  locked_until: Date | null
  scope: string
  space_id: number
  group_id: number | null
  merchant_id: number | null
  /** Null until chosen. */
  timezone: string | null
  locale: Generated<string>
  theme: Generated<string>
  avatar_url: string | null
  totp_secret: string | null
  totp_enabled: Generated<boolean>
  totp_last_step: number | null
  aws_quicksight_id: string | null
  /** A new email waiting for its address to confirm the emailed link. */
  pending_email: string | null
}

export interface UserRoleTable {
  user_id: number
  role_id: number
}

export interface RefreshTokenTable {
  id: Generated<number>
  user_id: number
  family_id: string
  token_hash: string
  expires_at: ColumnType<Date, Date | string, Date | string>
  used_at: Date | null
  revoked_at: Date | null
  created_at: Timestamp
}

/**
 * A sign-in (a refresh token family): when it began and last made a call, where from, and when
 * its user last proved it was them (signing in, or a step-up).
 */
export interface SessionActivityTable {
  family_id: string
  user_id: number
  last_active_at: ColumnType<Date, Date, Date>
  started_at: ColumnType<Date, Date, Date>
  proved_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  ip: string | null
  user_agent: string | null
}

/** Failed sign-ins of one account from one client address; `locks` grows each lock's length. */
export interface LoginFailureTable {
  user_id: number
  address: string
  failures: number
  locks: Generated<number>
  locked_until: Date | null
  last_failed_at: Timestamp
}

/** A credential call's requests counted under one key (a call and an address or account) until reset_at. */
export interface RateLimitCountTable {
  key: string
  count: number
  reset_at: Timestamp
}

export interface OneTimeCodeTable {
  id: Generated<number>
  user_id: number
  purpose: string
  code_hash: string
  expires_at: ColumnType<Date, Date | string, Date | string>
  used_at: Date | null
  created_at: Timestamp
}

export interface UserEventTable {
  id: Generated<number>
  user_id: number | null
  username: string
  space_id: number | null
  type: string
  target_type: string | null
  target_id: string | null
  ip: string | null
  detail: Json<Record<string, unknown>>
  created_at: Timestamp
  /** Its place in its space's chain (audit-chain.ts), from 1; the hash of the row before it (null for the first) and its own. */
  chain_seq: number
  prev_hash: string | null
  hash: string
}

/** The newest row of each space's chain of audit rows, and where the chain starts after retention removed older rows. */
export interface AuditChainTable {
  space_id: number | null
  last_seq: Generated<number>
  last_hash: string | null
  /** The last row retention removed (0: none) and its hash, which the first row kept follows. */
  anchor_seq: Generated<number>
  anchor_hash: string | null
}

export interface MessageTable {
  id: Generated<number>
  channel: 'EMAIL' | 'NOTIFICATION'
  type: string
  space_id: number | null
  merchant_id: number | null
  user_id: number | null
  recipient: string
  subject: string
  body_html: string
  body_text: string
  state: Generated<string>
  attempts: Generated<number>
  error: string | null
  related: Json<Record<string, unknown>>
  /** The transaction a notification is about. */
  transaction_id: number | null
  sent_at: Date | null
  created_at: Timestamp
  /** When a QUEUED message is due (first send or the next retry). */
  next_attempt_at: Date | null
  /** The process sending a PROCESSING message, and until when it holds it. */
  locked_by: string | null
  locked_until: Date | null
  /** The message this one resends. */
  resend_of: number | null
  dedupe_key: string | null
}

/** One delivery attempt of a message and the SMTP server's answer. */
export interface MessageAttemptTable {
  id: Generated<number>
  message_id: number
  attempt: number
  worker: string
  started_at: Date
  finished_at: Date | null
  outcome: string | null
  response: string | null
}
