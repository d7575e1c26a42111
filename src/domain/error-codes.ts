/**
 * The codes of the API's error answers, apart from the body's zod schema (errors.ts) so that
 * the console's sign-in page can use them without loading zod.
 */

/** The stable code of every 4xx/5xx answer: what a client branches on and translates. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  /** An invited user has no password until they choose one by the invitation link. */
  'USER_INVITED',
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  'PASSWORD_EXPIRED',
  'PASSWORD_REUSED',
  'TOKEN_INVALID',
  /** A sensitive call needs a fresh proof that it is the user: `POST self/stepup`, then the call again. */
  'STEP_UP_REQUIRED',
  'CODE_INVALID',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  /** A sum the answer would hold is beyond MAX_MINOR_UNITS: refused rather than answered out of bounds. */
  'TOTAL_TOO_LARGE',
  'INTERNAL_ERROR',
] as const
export type ErrorCode = (typeof errorCodes)[number]

/**
 * Why a field is refused: the zod issue codes our schemas produce, the spec's form messages
 * (required, email, card number) and our own checks. A field error may also carry an
 * `ErrorCode` when it repeats the answer's own (a reused password beside its field).
 */
export const fieldErrorCodes = [
  'required',
  'invalid_format',
  'email',
  'card_number',
  'too_small',
  'too_big',
  'invalid_type',
  'invalid_value',
  'unrecognized_keys',
  'taken',
  'no_such',
  'future_time',
  'password_common',
  /** A credit that would take an account's balance above MAX_MINOR_UNITS (`maximum`, of `currency`). */
  'balance_too_big',
  /** A debit above an account's balance (`available`, of `currency`). */
  'above_balance',
] as const
export type FieldErrorCode = (typeof fieldErrorCodes)[number]

/**
 * A more precise case of an answer's code, sent as `params.reason`; its text replaces the
 * code's own. The code stays what clients branch on.
 */
export const errorReasons = ['addressLocked', 'sessionIdle', 'linkUsed', 'twoFactorSetup', 'alreadyExists', 'alreadyDeleted', 'serverBusy', 'changed', 'alreadyUndone', 'expired', 'notUndoable'] as const
export type ErrorReason = (typeof errorReasons)[number]

/** What a size check measured (zod's `origin`): the text says characters, items or a number. */
export const sizeOrigins = ['string', 'array'] as const
