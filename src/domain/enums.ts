/** The spec's enumerations (SPEC section 4 and 9), each an iterable list and its union type. */

export const transactionStatuses = [
  'AUTHORIZED', 'CHARGED', 'REFUNDED', 'CHARGED_BACK', 'CHARGEBACK_REVERSED', 'VALIDATED',
  'AUTHORIZE_PENDING', 'CHARGE_PENDING', 'AUTH_REVERSED', 'CANCELLED', 'DECLINED', 'ERROR',
  'REFUND_PENDING', 'CREDIT_PENDING', 'CREDITED', 'CREATED', 'EXPIRED', 'VERIFY_PENDING',
  'VERIFIED', 'CHARGEBACK_PENDING',
] as const
export type TransactionStatus = (typeof transactionStatuses)[number]

export const chargebackStatuses = ['CHARGED_BACK', 'CHARGEBACK_PENDING', 'CHARGEBACK_REVERSED'] as const satisfies readonly TransactionStatus[]

export const transactionTypes = [
  'CHARGE', 'REFUND', 'CHARGEBACK', 'CHARGEBACK_REVERSED', 'VERIFY_PAYMENT_DETAIL', 'AUTH_REVERSAL',
  'AUTHORIZE', 'CREDIT', 'SETTLE', 'CANCEL',
] as const
export type TransactionType = (typeof transactionTypes)[number]

export const results = ['APPROVED', 'DECLINED', 'ERROR', 'PENDING'] as const
export type Result = (typeof results)[number]

/** Where a platform result code comes from. */
export const resultCodeCategories = ['APPROVAL', 'ISSUER', 'AUTHENTICATION', 'RISK', 'GATEWAY', 'REQUEST', 'PROCESSING'] as const
export type ResultCodeCategory = (typeof resultCodeCategories)[number]

export const directions = ['PAY_IN', 'PAY_OUT'] as const
export type Direction = (typeof directions)[number]

/** CHARGE is shown as SALE. */
export const paymentKinds = ['CHARGE', 'AUTHORIZE'] as const
export type PaymentKind = (typeof paymentKinds)[number]
export const paymentKindLabels: Record<PaymentKind, string> = { CHARGE: 'SALE', AUTHORIZE: 'AUTHORIZE' }

export const customerTrustLevels = ['RESTRICTED', 'NEW', 'STANDARD', 'TRUSTED', 'UNRESTRICTED', 'UNTRUSTED'] as const
export type CustomerTrustLevel = (typeof customerTrustLevels)[number]

export const ruleStatuses = ['ACTIVE', 'INACTIVE', 'SHADOW'] as const
export type RuleStatus = (typeof ruleStatuses)[number]

export const entityStatuses = ['ACTIVE', 'DELETED', 'ENABLED', 'DISABLED'] as const
export type EntityStatus = (typeof entityStatuses)[number]

export const apiKeyStatuses = ['ACTIVE', 'DISABLED', 'EXPIRED'] as const
export type ApiKeyStatus = (typeof apiKeyStatuses)[number]

/** INVITED: created without a password, until the user chooses one by the emailed link. */
export const userStatuses = ['ACTIVE', 'INVITED', 'LOCKED', 'DISABLED'] as const
export type UserStatus = (typeof userStatuses)[number]

export const environments = ['Development', 'Production'] as const
export type Environment = (typeof environments)[number]

/** How a hive setting's value reads; a save whose value does not read as its type is refused. */
export const hiveValueTypes = ['TEXT', 'NUMBER', 'BOOLEAN', 'JSON'] as const
export type HiveValueType = (typeof hiveValueTypes)[number]

export const scopes = ['SPACE', 'GROUP', 'MERCHANT'] as const
export type Scope = (typeof scopes)[number]

export const messageSendStates = ['CANCELED', 'FAILED', 'PARTIALLY_FAILED', 'PAUSED', 'PROCESSING', 'QUEUED', 'SENT'] as const
export type MessageSendState = (typeof messageSendStates)[number]

/** The states a job's work shows to users: a job that failed for good is FAILED. */
export const jobStates = ['PROCESSING', 'COMPLETED', 'FAILED'] as const
export type JobState = (typeof jobStates)[number]

/** The kinds of work the job queue (src/server/jobs/queue.ts) runs. */
export const jobKinds = ['SETTLEMENT_UPLOAD', 'DAILY_REPORT', 'AUDIT_RETENTION'] as const
export type JobKind = (typeof jobKinds)[number]

export const checkResults = ['SUCCESS', 'ERROR', 'INVALID'] as const
export type CheckResult = (typeof checkResults)[number]

export { type Locale, locales, rtlLocales } from './locales'

export const exportFormats = ['CSV', 'JSON'] as const
export type ExportFormat = (typeof exportFormats)[number]

export const threeDsVersions = ['2.1.0', '2.2.0'] as const
export type ThreeDsVersion = (typeof threeDsVersions)[number]

export const cardSchemes = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER', 'DINERS', 'ELO', 'MAESTRO', 'JCB'] as const
export type CardScheme = (typeof cardSchemes)[number]

export const cardTypes = ['CREDIT', 'DEBIT', 'PREPAID', 'CHARGE'] as const
export type CardType = (typeof cardTypes)[number]

/** A payment link is usable while ACTIVE; it becomes PAID once a payment through it is approved. */
export const paymentLinkStatuses = ['ACTIVE', 'PAID', 'EXPIRED', 'DISABLED'] as const
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number]

/** IANA zones behind the spec's six timezone choices. */
export const timezones = [
  { id: 'UTC', label: 'UTC' },
  { id: 'America/Argentina/Buenos_Aires', label: 'Argentina' },
  { id: 'America/Sao_Paulo', label: 'Brasilia' },
  { id: 'Europe/Berlin', label: 'Central European' },
  { id: 'Africa/Casablanca', label: 'Morocco' },
  { id: 'Africa/Johannesburg', label: 'South Africa' },
] as const
export type TimezoneId = (typeof timezones)[number]['id']
export const timezoneIds = timezones.map((t) => t.id) as [TimezoneId, ...TimezoneId[]]

export const ruleScopes = ['COUNTRY', 'SCHEMA'] as const
export type RuleScope = (typeof ruleScopes)[number]
export const ruleOperators = ['IN', 'NOT_IN', 'ANY', 'UNKNOWN'] as const
export type RuleOperator = (typeof ruleOperators)[number]
export const ruleActions = ['DECLINE', 'ALLOW', 'ALLOW_PURCHASE', 'REJECT_PURCHASE'] as const
export type RuleAction = (typeof ruleActions)[number]

export const messageTemplateTypes = [
  'PURCHASE_SUCCESS', 'PURCHASE_FAILED', 'PURCHASE_PENDING', 'REFUND', 'CHARGEBACK', 'CHARGEBACK_REVERSED',
  'CANCELLED', 'PAYMENT_LINK',
] as const
export type MessageTemplateType = (typeof messageTemplateTypes)[number]
/**
 * The console's own emails. EMAIL_CHANGE carries the link that confirms a new address (to that
 * address); EMAIL_CHANGED tells the address in use that a change was asked for.
 */
export const emailTypes = ['PASSWORD_EXPIRING', 'FORGOT_PASSWORD', 'VERIFICATION_CODE', 'EMAIL_CHANGE', 'EMAIL_CHANGED'] as const
export type EmailType = (typeof emailTypes)[number]
export const messageChannels = ['EMAIL', 'NOTIFICATION'] as const
export type MessageChannel = (typeof messageChannels)[number]

export const tokenFormats = ['UUID', 'ENCODED', 'ALPHANUMERIC', 'ENCODED_WITH_BIN', 'ENCODED_WITH_LAST4', 'ALPHANUMERIC_WITH_BIN', 'ALPHANUMERIC_WITH_LAST4'] as const
export type TokenFormat = (typeof tokenFormats)[number]

/** CREDIT_CARD_NUMBER is shown as "token": only the card hash is ever stored. */
export const blocklistFields = ['CREDIT_CARD_NUMBER', 'CUSTOMER_ID', 'ACCOUNT_NAME', 'CUSTOMER_NAME', 'EMAIL', 'IP_ADDRESS', 'DEVICE_ID'] as const
export type BlocklistField = (typeof blocklistFields)[number]

export const threeDsBypassModes = ['ALL_PAYMENTS', 'NOT_ENROLLED', 'ATTEMPTED', 'SPP_WITHOUT_3DS', 'PAY_WITHOUT_3DS'] as const
export type ThreeDsBypassMode = (typeof threeDsBypassModes)[number]

export const ledgerEntryTypes = ['CR', 'DR'] as const
export type LedgerEntryType = (typeof ledgerEntryTypes)[number]
export const transferTypes = ['TOP_UP', 'PAY_OUT', 'PAY_IN', 'WITHDRAW', 'REFUND'] as const
export type TransferType = (typeof transferTypes)[number]

/** The spec's audit types; every other write is audited under its own name. */
export const auditTypes = ['LOGIN', 'RESET_PASSWORD', 'UPDATE_TRANSACTION', 'MERCHANT_CONFIG', 'GW_CONFIG', 'INST_CONFIG'] as const
export const userEventTypes = [
  ...auditTypes,
  'LOGIN_FAILED', 'LOCKED', 'LOGOUT', 'PASSWORD_CHANGE', 'FORGOT_PASSWORD', 'TWO_FA_ENROLL', 'TWO_FA_ENABLE',
  'TWO_FA_DISABLE', 'TWO_FA_RESET', 'EMAIL_CHANGE', 'PROFILE_UPDATE', 'AVATAR_UPDATE', 'TOKEN_REUSE', 'CREATE', 'UPDATE', 'DELETE',
  'SYSTEM_COMMAND', 'DOWNLOAD', 'UNDO', 'REVIEW_OPEN', 'REVIEW_CLAIM', 'REVIEW_DECISION', 'REVIEW_NOTE', 'SESSION_END', 'STEP_UP',
  'APPROVAL_REQUEST', 'APPROVAL_APPROVE', 'APPROVAL_REJECT', 'APPROVAL_EXPIRE', 'APPROVAL_CANCEL', 'APPROVAL_STALE', 'AUDIT_RETENTION',
] as const
export type UserEventType = (typeof userEventTypes)[number]

/**
 * The writes an undo may reverse: records created, changed (fields, a status) and deleted. Sign-in,
 * passwords, messages and money are audited under other types and are never undone.
 */
export const undoableEventTypes = ['CREATE', 'UPDATE', 'DELETE', 'MERCHANT_CONFIG', 'GW_CONFIG', 'INST_CONFIG', 'REVIEW_DECISION'] as const satisfies readonly UserEventType[]

/**
 * A review case's state: OPEN waits in the queue, CLAIMED is leased to one analyst, ESCALATED
 * waits in the space's escalation queue, SNOOZED comes back to the queue at its time, DECIDED is
 * closed (legitimate or fraud).
 */
export const reviewStates = ['OPEN', 'CLAIMED', 'ESCALATED', 'SNOOZED', 'DECIDED'] as const
export type ReviewState = (typeof reviewStates)[number]

/** What raised a reason to review a card. */
export const reviewSources = ['CARD_RESTRICTION_RULE', 'TRUST_POLICY', 'VELOCITY', 'CHARGEBACK', 'MANUAL'] as const
export type ReviewSource = (typeof reviewSources)[number]

/** The four decisions, each taken by one key in the queue (a, f, e, s). */
export const reviewOutcomes = ['LEGITIMATE', 'FRAUD', 'ESCALATE', 'SNOOZE'] as const
export type ReviewOutcome = (typeof reviewOutcomes)[number]

/** Each decision's reason codes, in the order the digits 1 to 9 choose them. */
export const reviewReasonCodes = {
  LEGITIMATE: ['CUSTOMER_CONFIRMED', 'KNOWN_CUSTOMER', 'FALSE_POSITIVE', 'MERCHANT_CONFIRMED', 'OTHER'],
  FRAUD: ['STOLEN_CARD', 'CARD_TESTING', 'ACCOUNT_TAKEOVER', 'FRIENDLY_FRAUD', 'IDENTITY_THEFT', 'OTHER'],
  ESCALATE: ['NEEDS_SENIOR_REVIEW', 'NEEDS_MERCHANT', 'LEGAL', 'OTHER'],
  SNOOZE: ['AWAITING_CUSTOMER', 'AWAITING_MERCHANT', 'AWAITING_ISSUER', 'OTHER'],
} as const satisfies Record<ReviewOutcome, readonly string[]>
export const allReviewReasonCodes = [...new Set(Object.values(reviewReasonCodes).flat())] as ReviewReasonCode[]
export type ReviewReasonCode = (typeof reviewReasonCodes)[ReviewOutcome][number]

/** The queue's tabs: the caller's claimed cases, the open queue, the escalation queue, decided cases. */
export const reviewTabs = ['mine', 'open', 'escalated', 'decided'] as const
export type ReviewTab = (typeof reviewTabs)[number]

/**
 * What a space's approval policy can hold for a second person: money moved above a threshold,
 * roles and role permissions, a user's scope, a rule or trust policy becoming ACTIVE, deletes in
 * bulk, dangerous system commands, and merchant secret keys and gateway credentials.
 */
export const approvalPolicies = ['money', 'permissions', 'scope', 'rules', 'bulkDelete', 'systemCommand', 'secrets'] as const
export type ApprovalPolicy = (typeof approvalPolicies)[number]

/**
 * A change request's state: PENDING waits for a second person; APPROVED was applied by its
 * approver; REJECTED, EXPIRED and CANCELLED (by its requester) were not; STALE was refused at
 * approval because its record changed or its requester lost the right to ask, and must be asked again.
 */
export const changeRequestStates = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED', 'STALE'] as const
export type ChangeRequestState = (typeof changeRequestStates)[number]

/** The approvals list's tabs: requests the user may decide, their own pending ones, every pending one in view, the decided ones. */
export const approvalTabs = ['waiting', 'mine', 'all', 'decided'] as const
export type ApprovalTab = (typeof approvalTabs)[number]

export const businessTypes = ['B2B', 'B2C', 'BOTH'] as const
export type BusinessType = (typeof businessTypes)[number]

/** The spec names two fraud vendors without naming them. */
export const fraudVendors = ['VENDOR_A', 'VENDOR_B'] as const
export type FraudVendor = (typeof fraudVendors)[number]
