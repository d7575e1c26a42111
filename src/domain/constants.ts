/** Business constants and limits (SPEC section 9 and DESIGN's rules). */

/** The super admin is a SPACE-scoped user of this space. */
export const TOP_OPERATOR_SPACE = 'platform'
export const DEFAULT_LOCALE = 'en'
export const DEFAULT_PARTNER_CURRENCY = 'EUR'
export const DEFAULT_CONSOLE_NAME = 'Payments Console'
/** The console's colour themes a user may choose; `system` follows the operating system's setting. */
export const themeChoices = ['light', 'dark', 'system'] as const
export type ThemeChoice = (typeof themeChoices)[number]
/** Until the user chooses, the console follows the operating system's light or dark setting. */
export const DEFAULT_THEME: ThemeChoice = 'system'

export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_DAYS = 365
export const SESSION_COOKIE = 'console_session'

export const PASSWORD_WARNING_DAYS = 7
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_HISTORY = 4
export const PASSWORD_LIFETIME_DAYS = 90
/**
 * A sign-in left idle this long ends. A space may set a shorter idle timeout, never a longer one:
 * PCI DSS 8.2.8 asks for 15 minutes at most.
 */
export const IDLE_TIMEOUT_MINUTES = 15
/**
 * How long a proof that it is the user (the password or a 2FA code, a sign-in included) lets the
 * sign-in make sensitive changes (email, password, 2FA) before it is asked for again.
 */
export const STEP_UP_MINUTES = 5
export const LOGIN_MAX_FAILURES = 10
export const LOCKOUT_MINUTES = 30
export const RESET_CODE_MINUTES = 30
export const VERIFICATION_CODE_MINUTES = 10
/** How long the link that confirms a new email address works. */
export const EMAIL_CHANGE_HOURS = 24

export const SESSION_EXPIRY_CHECK_MS = 1000
/** Without an explicit expiry, expiry is now + lifetime - this margin. */
export const SESSION_EXPIRY_MARGIN_SECONDS = 30
export const SUCCESS_ALERT_MS = 2500
/** How long after a reversible write its author may undo it. */
export const UNDO_WINDOW_MS = 10_000
/** How long a claimed review case stays with its analyst without a renewal; then it returns to the queue. */
export const REVIEW_LEASE_MINUTES = 30
/** How long a review case may wait before its space's SLA runs out, unless the space sets another. */
export const REVIEW_SLA_MINUTES = 240
/** How long a space keeps its audit rows, unless it sets another; older rows are removed daily. */
export const AUDIT_RETENTION_MONTHS = 12
/** The least a space may set: the last 3 months of its audit trail are always searchable. */
export const AUDIT_RETENTION_MIN_MONTHS = 3
export const AUDIT_RETENTION_MAX_MONTHS = 120
export const CHUNK_RELOAD_GUARD_MS = 10_000
/** How long after the console loads it checks, once and when idle, whether a newer build is deployed. */
export const BUILD_CHECK_DELAY_MS = 1000
export const MOCK_MAX_DELAY_MS = 1000

export const INSTALMENT_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 24, 36] as const
export const LOOKBACK_HOURS = [1, 24, 48, 168, 720] as const
export const DAYS_PER_MONTH = 30

export const DATE_RANGE_DEFAULT_MONTHS = 1
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss'

export const PROGRESS_BAR_HEIGHT = 4

export const API_HEADERS = {
  accessToken: 'x-access-token',
  refreshToken: 'x-refresh-token',
  tokenExpire: 'x-token-expire',
  adminUser: 'x-admin-user',
  methodOverride: 'X-HTTP-Method-Override',
  /** On the answer of a write that can be undone: the id of its audit event, which `POST undo/{eventId}` takes. */
  undoEvent: 'x-undo-event',
} as const

export const DEMO_PASSWORD = 'Console-Demo-1'
/** The users a seeded database signs in with, all with DEMO_PASSWORD, and who each is (README lists the same). */
export const DEMO_USERS = [
  { username: 'admin', who: 'super admin, sees everything' },
  { username: 'operator', who: "finance operator of the platform's direct merchants: a second person approves the larger movements" },
  { username: 'analyst', who: 'fraud analyst of the acme space' },
  { username: 'support', who: 'support agent of the acme-retail group' },
  { username: 'merchant', who: 'merchant user of acme-books' },
  { username: 'newhire', who: 'support agent who has not signed in yet, asked to choose a password' },
] as const

/** The spec's id segment of a record being created: `/fraudblocks/@new`, `/cardBins/@new`. */
export const NEW_RECORD = '@new'
