import { type Kysely, sql } from 'kysely'
import type { Database } from '../database'
import { demoCardBins, demoGateways, demoPspResultCodes, demoResultCodes } from './catalogues'
import type { SeededMerchant } from './merchants'
import { hashOf, intArray, textArray } from './sqlValues'

/** Transactions spread over this many days before `now`, denser towards `now`. */
export const TRANSACTION_SPAN_DAYS = 90
/** A handful of cards used by many customers at many merchants: what fraud triage finds. */
export const HOT_CARD_COUNT = 12

/** Share of payments on hot cards: 2%, or more in a small data set so each is still used often. */
function hotCardPerMille(transactions: number): number {
  return Math.min(300, Math.max(20, Math.ceil((HOT_CARD_COUNT * 25 * 1000) / transactions)))
}
/** A few addresses behind many payments (a proxy, a fraud ring). */
const HOT_IPS = ['185.220.101.7', '185.220.101.44', '45.153.160.2', '103.251.167.10']

/**
 * What happens to a payment, in shares per mille: status, type, result, direction, payment
 * kind, captured and refunded share of the amount, and which kind of result code applies.
 */
const outcomes: [string, string, string, string, string, number, number, 'A' | 'D' | 'E' | 'P', number][] = [
  ['CHARGED', 'CHARGE', 'APPROVED', 'PAY_IN', 'CHARGE', 1, 0, 'A', 585],
  ['CHARGED', 'CHARGE', 'APPROVED', 'PAY_IN', 'CHARGE', 1, 0.5, 'A', 15],
  ['AUTHORIZED', 'AUTHORIZE', 'APPROVED', 'PAY_IN', 'AUTHORIZE', 0, 0, 'A', 60],
  ['REFUNDED', 'CHARGE', 'APPROVED', 'PAY_IN', 'CHARGE', 1, 1, 'A', 50],
  ['CHARGED_BACK', 'CHARGE', 'APPROVED', 'PAY_IN', 'CHARGE', 1, 0, 'A', 8],
  ['CHARGEBACK_PENDING', 'CHARGE', 'APPROVED', 'PAY_IN', 'CHARGE', 1, 0, 'A', 4],
  ['CHARGEBACK_REVERSED', 'CHARGE', 'APPROVED', 'PAY_IN', 'CHARGE', 1, 0, 'A', 3],
  ['AUTH_REVERSED', 'AUTHORIZE', 'APPROVED', 'PAY_IN', 'AUTHORIZE', 0, 0, 'A', 10],
  ['CANCELLED', 'AUTHORIZE', 'APPROVED', 'PAY_IN', 'AUTHORIZE', 0, 0, 'A', 5],
  ['VERIFIED', 'VERIFY_PAYMENT_DETAIL', 'APPROVED', 'PAY_IN', 'CHARGE', 0, 0, 'A', 10],
  ['VALIDATED', 'VERIFY_PAYMENT_DETAIL', 'APPROVED', 'PAY_IN', 'CHARGE', 0, 0, 'A', 3],
  ['CREDITED', 'CREDIT', 'APPROVED', 'PAY_OUT', 'CHARGE', 1, 0, 'A', 15],
  ['DECLINED', 'CHARGE', 'DECLINED', 'PAY_IN', 'CHARGE', 0, 0, 'D', 170],
  ['EXPIRED', 'CHARGE', 'DECLINED', 'PAY_IN', 'CHARGE', 0, 0, 'D', 10],
  ['ERROR', 'CHARGE', 'ERROR', 'PAY_IN', 'CHARGE', 0, 0, 'E', 20],
  ['CHARGE_PENDING', 'CHARGE', 'PENDING', 'PAY_IN', 'CHARGE', 0, 0, 'P', 12],
  ['AUTHORIZE_PENDING', 'AUTHORIZE', 'PENDING', 'PAY_IN', 'AUTHORIZE', 0, 0, 'P', 5],
  ['REFUND_PENDING', 'CHARGE', 'PENDING', 'PAY_IN', 'CHARGE', 1, 0, 'P', 5],
  ['CREDIT_PENDING', 'CREDIT', 'PENDING', 'PAY_OUT', 'CHARGE', 0, 0, 'P', 3],
  ['CREATED', 'CHARGE', 'PENDING', 'PAY_IN', 'CHARGE', 0, 0, 'P', 5],
  ['VERIFY_PENDING', 'VERIFY_PAYMENT_DETAIL', 'PENDING', 'PAY_IN', 'CHARGE', 0, 0, 'P', 2],
]

/** Decline codes in shares per hundred: insufficient funds and do-not-honour lead. */
const declineShares: [string, number][] = [
  ['1001', 25], ['1002', 20], ['1003', 8], ['1004', 5], ['1005', 8], ['1006', 3], ['1007', 6],
  ['1008', 3], ['1009', 8], ['1010', 4], ['1011', 6], ['1101', 2], ['1102', 1], ['1103', 1],
]
const errorShares: [string, number][] = [['2001', 6], ['2002', 3], ['2003', 1]]

const firstNames = ['Ana', 'Bruno', 'Carla', 'David', 'Elena', 'Felipe', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Karin', 'Luca', 'Maya', 'Nadia', 'Omar', 'Paula', 'Rafael', 'Sofia', 'Tomas', 'Yara', 'Zoe', 'Kwame', 'Lea', 'Mateo']
const lastNames = ['Silva', 'Smith', 'Martin', 'Muller', 'Costa', 'Garcia', 'Dubois', 'Rossi', 'Santos', 'Nkosi', 'Benali', 'Oliveira', 'Schmidt', 'Lopez', 'Moreau', 'Pereira', 'Walker', 'Haddad', 'Ferreira', 'Novak']
const mailDomains = ['mail.example', 'inbox.example', 'post.example', 'webmail.example']
const amountRanges: Record<string, [number, number]> = {
  EUR: [300, 40_000], USD: [300, 45_000], GBP: [300, 35_000], CAD: [400, 50_000],
  BRL: [1_500, 250_000], ARS: [100_000, 8_000_000], ZAR: [5_000, 600_000], MAD: [3_000, 400_000],
}

function perMille<T>(shares: [T, number][], total: number): T[] {
  const out = shares.flatMap(([value, n]) => Array<T>(n).fill(value))
  if (out.length !== total) throw new Error(`shares add up to ${out.length}, not ${total}`)
  return out
}

/** Merchant index (1-based) per mille: every merchant has a share, the first of each group more. */
function merchantShares(merchants: SeededMerchant[]): number[] {
  const extra = [0, 9, 16, 24, 31]
  const shares: [number, number][] = merchants.map((_, i) => [i + 1, 20 + (extra.includes(i) ? 40 : 0)])
  const sum = shares.reduce((s, [, n]) => s + n, 0)
  shares[0]![1] += 1000 - sum
  return perMille(shares, 1000)
}

// The seed's fixed choices as SQL arrays, read by 1-based index from a row's hashes.
const first = textArray(firstNames)
const last = textArray(lastNames)
const domains = textArray(mailDomains)
const bins = textArray(demoCardBins.map((b) => b.bin))
const binSchemes = textArray(demoCardBins.map((b) => b.scheme))
const binCountry = textArray(demoCardBins.map((b) => b.issuer_country))
const binDebit = textArray(demoCardBins.map((b) => (b.card_type === 'DEBIT' ? 'D' : 'C')))
const oIndex = intArray(perMille(outcomes.map((o, i) => [i + 1, o[8]]), 1000))
const oStatus = textArray(outcomes.map((o) => o[0]))
const oType = textArray(outcomes.map((o) => o[1]))
const oResult = textArray(outcomes.map((o) => o[2]))
const oDirection = textArray(outcomes.map((o) => o[3]))
const oKind = textArray(outcomes.map((o) => o[4]))
const oCaptured = intArray(outcomes.map((o) => o[5]))
const oRefundedHalves = intArray(outcomes.map((o) => o[6] * 2))
const oCodeKind = textArray(outcomes.map((o) => o[7]))
const declines = textArray(perMille(declineShares, 100))
const errors = textArray(perMille(errorShares, 10))
const gateways = demoGateways.map((g) => g.code)
const codes = demoResultCodes.map((r) => r.code)
const gwIndex = (code: string) => gateways.indexOf(code as (typeof gateways)[number])
// The gateway's own code for (gateway, platform code), flattened as gateway * codes + code.
const pspCodes = textArray(
  gateways.flatMap((g) => codes.map((c) => demoPspResultCodes.find((p) => p.gateway === g && p.result_code === c)?.code ?? null)),
)
const pspMessages = textArray(
  gateways.flatMap((g) => codes.map((c) => demoPspResultCodes.find((p) => p.gateway === g && p.result_code === c)?.message ?? null)),
)
const codeList = textArray(codes)

/**
 * One run of the generator: how many transactions and customers, its `now`, and the merchants'
 * columns as SQL arrays, read by the merchant index `mi` a row picks.
 */
function generationOf(merchants: SeededMerchant[], opts: { count: number; now: Date }) {
  const n = opts.count
  const mpick = intArray(merchantShares(merchants))
  return {
    n,
    customers: Math.max(200, Math.round(n / 8)),
    now: sql.lit(opts.now.toISOString()),
    mpick,
    mid: intArray(merchants.map((x) => x.id)),
    mcur: textArray(merchants.map((x) => x.currency)),
    mgw: textArray(merchants.map((x) => x.gateway)),
    mgwc: intArray(merchants.map((x) => x.gatewayConfigId)),
    minst: intArray(merchants.map((x) => x.instrumentConfigId)),
    mmin: intArray(merchants.map((x) => amountRanges[x.currency]![0])),
    mmax: intArray(merchants.map((x) => amountRanges[x.currency]![1])),
    mgwIndex: intArray(merchants.map((x) => gwIndex(x.gateway))),
    // Customer c's merchant, through the same hash a transaction of c uses.
    cm: sql`${mpick}[1 + ${hashOf('c', 7)} % 1000]`,
  }
}

type Generation = ReturnType<typeof generationOf>

export interface TransactionSeedResult {
  transactions: number
  customers: number
}

/**
 * Customers, transactions, their activities and gateway logs, and customer financial
 * summaries, all with set-based SQL. Every "random" choice is a hash of the row number, so
 * the same count and `now` always give the same rows.
 */
export async function seedTransactions(
  db: Kysely<Database>,
  merchants: SeededMerchant[],
  opts: { count: number; now: Date; log?: (line: string) => void },
): Promise<TransactionSeedResult> {
  let mark = Date.now()
  const step = (what: string) => {
    opts.log?.(`${what} (${((Date.now() - mark) / 1000).toFixed(1)} s)`)
    mark = Date.now()
  }
  const run = generationOf(merchants, opts)
  await insertCustomers(db, run)
  step(`${run.customers} customers`)
  await pauseBulkTriggers(db)
  await insertTransactions(db, run)
  step(`${run.n} transactions with their first activity and gateway log`)
  await insertDailyStats(db)
  // The shadow rules' hits are recorded again: seedRisk backfills the loaded ones.
  await sql`alter table "transaction" enable trigger card_restriction_rule_hit_trigger`.execute(db)
  step('daily figures')
  await insertLaterActivities(db, run)
  step('later activities')
  await refillCustomReportStat(db)
  step('custom report figures')
  await insertFinancialSummaries(db)
  step('financial summaries')
  await restrictChargebackCustomers(db)
  return { transactions: run.n, customers: run.customers }
}

/** The customers, spread over the merchants by their shares. */
async function insertCustomers(db: Kysely<Database>, { customers, now, mid, cm }: Generation): Promise<void> {
  await sql`
    insert into customer (merchant_id, external_id, name, email, phone, country, ip_address, trust_level, fraud, personal_info, properties, created_at, updated_at)
    select ${mid}[x.mi], 'cus_' || lpad(to_hex((x.c * 2246822519) % 4294967296), 8, '0'), x.fn || ' ' || x.ln, x.email,
      '+' || (10 + x.h1 % 89) || ' ' || lpad((x.h2 % 100000000)::text, 8, '0'),
      ${binCountry}[1 + x.h3 % ${sql.lit(demoCardBins.length)}], x.ip,
      (array['NEW','NEW','NEW','STANDARD','STANDARD','STANDARD','STANDARD','TRUSTED','TRUSTED','RESTRICTED','UNTRUSTED','UNRESTRICTED'])[1 + x.h4 % 12],
      jsonb_build_object('blocked', false, 'blockReason', null, 'score', x.h5 % 100, 'flags', '[]'::jsonb, 'chargebackCount', 0),
      jsonb_build_object('firstName', x.fn, 'lastName', x.ln, 'email', x.email, 'phone', null, 'dateOfBirth',
        to_char(date '1950-01-01' + (x.h6 % 18000)::int, 'YYYY-MM-DD'), 'documentId', null,
        'address', jsonb_build_object('line1', (1 + x.h1 % 300) || ' Market Street', 'line2', null, 'city', (array['Lisbon','Austin','Recife','Lyon','Leeds','Durban','Rosario','Fes'])[1 + x.h2 % 8],
          'postalCode', lpad((x.h3 % 99999)::text, 5, '0'), 'state', null, 'country', null)),
      jsonb_build_object('segment', (array['retail','premium','smb','student'])[1 + x.h5 % 4], 'marketingOptIn', x.h6 % 2 = 0),
      ${now}::timestamptz - make_interval(days => (${sql.lit(TRANSACTION_SPAN_DAYS + 10)} + x.h1 % 400)::int),
      ${now}::timestamptz - make_interval(days => (x.h2 % 30)::int)
    from (
      select n.*, lower(n.fn) || '.' || lower(n.ln) || (n.c % 997) || '@' || ${domains}[1 + n.c % 4] as email
      from (
        select c, ${cm}::int as mi, ${first}[1 + ${hashOf('c', 11)} % ${sql.lit(firstNames.length)}] as fn,
          ${last}[1 + ${hashOf('c', 12)} % ${sql.lit(lastNames.length)}] as ln,
          ((c * 7) % 223 + 1) || '.' || (${hashOf('c', 13)} % 256) || '.' || (${hashOf('c', 14)} % 256) || '.' || (c % 254 + 1) as ip,
          ${hashOf('c', 21)} as h1, ${hashOf('c', 22)} as h2, ${hashOf('c', 23)} as h3, ${hashOf('c', 24)} as h4,
          ${hashOf('c', 25)} as h5, ${hashOf('c', 26)} as h6
        from generate_series(0, ${sql.lit(customers - 1)}) c
        -- offset 0 keeps each level computed once per row instead of inlined into every use
        offset 0
      ) n
      offset 0
    ) x`.execute(db)
}

/** Pauses the triggers that would work row by row during the load: what they keep is filled once after it. */
async function pauseBulkTriggers(db: Kysely<Database>): Promise<void> {
  // The daily figures are summed once after the load instead of row by row.
  await sql`alter table "transaction" disable trigger transaction_daily_stat_trigger`.execute(db)
  // The custom report rollup too, refilled once the later activities (chargebacks) are in.
  await sql`alter table "transaction" disable trigger custom_report_stat_trigger`.execute(db)
  await sql`alter table transaction_activity disable trigger custom_report_chargeback_trigger`.execute(db)
  // And the shadow rules' hits: seedRisk records those once it has written the rules.
  await sql`alter table "transaction" disable trigger card_restriction_rule_hit_trigger`.execute(db)
}

/**
 * Transactions with their first activity and gateway log, in one statement. Row g picks a
 * customer c; the customer fixes the merchant, name, email and usual IP; its card k is one of
 * the customer's two, or now and then a hot card.
 */
async function insertTransactions(db: Kysely<Database>, run: Generation): Promise<void> {
  await sql`
    with ${shapedPayments(run)}, inserted as (
    ${transactionInsert(run)}
    ), activities as (
    ${firstActivityInsert}
    )
    ${gatewayLogInsert(run)}`.execute(db)
}

/** Each payment's row, card, outcome, result code, payment type, amount and time, before it is written. */
function shapedPayments({ n, customers, now, cm, mcur, mmin, mmax }: Generation) {
  return sql`
    base as (
      select g, x.*, ${oIndex}[1 + x.h1 % 1000]::int as o, ${cm}::int as mi,
        case when x.h2 % 1000 < ${sql.lit(hotCardPerMille(n))} then x.h2 % ${sql.lit(HOT_CARD_COUNT)}
             else ${sql.lit(HOT_CARD_COUNT)} + x.c * 2 + x.h3 % 2 end as k
      from generate_series(1, ${sql.lit(n)}) g
      cross join lateral (
        select ${hashOf('g', 1)} as h1, ${hashOf('g', 2)} as h2, ${hashOf('g', 3)} as h3, ${hashOf('g', 4)} as h4,
          ${hashOf('g', 5)} as h5, ${hashOf('g', 6)} as h6, ${hashOf('g', 8)} % ${sql.lit(customers)} as c
      ) x
      offset 0
    ), card as (
      select b.*, md5('card:' || b.k) as km, 1 + ${hashOf('b.k', 31)} % ${sql.lit(demoCardBins.length)} as bi,
        ${hashOf('b.k', 32)} as kh,
        case when ${oCodeKind}[b.o] = 'A' then '0000'
             when ${oCodeKind}[b.o] = 'D' then ${declines}[1 + b.h4 % 100]
             when ${oCodeKind}[b.o] = 'E' then ${errors}[1 + b.h4 % 10]
             else (array['3001','3002'])[1 + b.h4 % 2] end as rc,
        ${mcur}[b.mi] as cur,
        b.h6 % 100 as pt,
        ${first}[1 + ${hashOf('b.c', 11)} % ${sql.lit(firstNames.length)}] as fn,
        ${last}[1 + ${hashOf('b.c', 12)} % ${sql.lit(lastNames.length)}] as ln,
        ${oStatus}[b.o] as st, ${oType}[b.o] as ty, ${oResult}[b.o] as re
      from base b
      offset 0
    ), shaped as (
      select c.*, array_position(${codeList}, c.rc) as rci,
        case when c.cur = 'BRL' and c.pt < 12 then 'PIX' when c.pt < 6 then 'APPLE_PAY' when c.pt < 10 then 'GOOGLE_PAY'
             when ${binDebit}[c.bi] = 'D' then 'DEBIT_CARD' else 'CREDIT_CARD' end as ptype,
        greatest(${mmin}[c.mi], round(exp(ln(${mmin}[c.mi]::float8) + (c.h5 % 1000000)::float8 / 1000000 * (ln(${mmax}[c.mi]::float8) - ln(${mmin}[c.mi]::float8))))::bigint / 100 * 100
          + case when c.h5 % 3 = 0 then 0 else 99 end) as amt,
        ${now}::timestamptz - make_interval(secs => ${sql.lit(TRANSACTION_SPAN_DAYS * 86400)} * power((${sql.lit(n)} - c.g + 0.5)::float8 / ${sql.lit(n)}, 1.6)) as at
      from card c
      offset 0
    )`
}

/** The insert of the shaped payments as transactions, answering what their activity and log need. */
function transactionInsert({ now, mid, mgw, mgwc, minst, mgwIndex }: Generation) {
  return sql`
    insert into "transaction" (
      merchant_id, external_id, merchant_transaction_id, status, type, result, direction, payment_kind, amount, captured_amount,
      refunded_amount, currency, instalments, card_hash, card_bin, card_last4, card_scheme, card_country, expiry_month, expiry_year,
      three_ds_version, eci, payment_type, payment_method, account_holder, email, customer_external_id, customer_name, ip_address,
      country, paywall_log_id, order_id, gateway, gateway_config_id, instrument_config_id, gateway_reference, result_code,
      psp_result_code, description, metadata, created_at, updated_at)
    select ${mid}[s.mi],
      'tx_' || lpad(to_hex((s.g * 2654435761) % 4294967296), 8, '0'),
      'ORD-' || (100000 + s.g),
      s.st, s.ty, s.re, ${oDirection}[s.o], ${oKind}[s.o],
      case when s.ty = 'VERIFY_PAYMENT_DETAIL' then 0 else s.amt end,
      case when s.ty = 'VERIFY_PAYMENT_DETAIL' then 0 else s.amt * ${oCaptured}[s.o] end,
      case when s.ty = 'VERIFY_PAYMENT_DETAIL' then 0 else s.amt * ${oRefundedHalves}[s.o] / 2 end,
      s.cur,
      case when s.cur = 'BRL' and s.ptype = 'CREDIT_CARD' then (array[1,1,1,1,2,3,6,10,12])[1 + s.h6 % 9] else 1 end,
      case when s.ptype = 'PIX' then null else substr(s.km, 1, 8) || '-' || substr(s.km, 9, 4) || '-' || substr(s.km, 13, 4) || '-' || substr(s.km, 17, 4) || '-' || substr(s.km, 21, 12) end,
      case when s.ptype = 'PIX' then null else ${bins}[s.bi] end,
      case when s.ptype = 'PIX' then null else lpad((s.kh % 10000)::text, 4, '0') end,
      case when s.ptype = 'PIX' then null else ${binSchemes}[s.bi] end,
      case when s.ptype = 'PIX' then null else ${binCountry}[s.bi] end,
      case when s.ptype = 'PIX' then null else 1 + s.kh % 12 end,
      case when s.ptype = 'PIX' then null else 2027 + s.kh % 5 end,
      case when s.ptype in ('CREDIT_CARD', 'DEBIT_CARD') then (array['2.2.0','2.2.0','2.1.0',null])[1 + s.h3 % 4] end,
      case when s.ptype in ('CREDIT_CARD', 'DEBIT_CARD') then (array['05','02','06','07'])[1 + s.h4 % 4] end,
      case s.ptype when 'PIX' then 'PIX' when 'APPLE_PAY' then 'WALLET' when 'GOOGLE_PAY' then 'WALLET' else 'CARD' end,
      case when s.ptype in ('PIX', 'APPLE_PAY', 'GOOGLE_PAY') then s.ptype else ${binSchemes}[s.bi] end,
      case when s.ptype = 'PIX' then null when s.k < ${sql.lit(HOT_CARD_COUNT)} then ${first}[1 + s.kh % ${sql.lit(firstNames.length)}] || ' ' || ${last}[1 + s.h2 % ${sql.lit(lastNames.length)}]
           else s.fn || ' ' || s.ln end,
      lower(s.fn) || '.' || lower(s.ln) || (s.c % 997) || '@' || ${domains}[1 + s.c % 4],
      'cus_' || lpad(to_hex((s.c * 2246822519) % 4294967296), 8, '0'),
      s.fn || ' ' || s.ln,
      case when s.h3 % 100 = 0 then ${textArray(HOT_IPS)}[1 + s.h4 % ${sql.lit(HOT_IPS.length)}]
           else ((s.c * 7) % 223 + 1) || '.' || (${hashOf('s.c', 13)} % 256) || '.' || (${hashOf('s.c', 14)} % 256) || '.' || (s.c % 254 + 1) end,
      ${binCountry}[s.bi],
      'pw_' || lpad(to_hex((s.g * 3266489917) % 4294967296), 8, '0'),
      'ORD-' || (100000 + s.g),
      ${mgw}[s.mi], ${mgwc}[s.mi], ${minst}[s.mi],
      upper(substr(s.km, 3, 6)) || s.g,
      s.rc,
      ${pspCodes}[${mgwIndex}[s.mi] * ${sql.lit(codes.length)} + s.rci],
      (array['Online order','Subscription renewal','In-app purchase','Gift card','Booking deposit','Marketplace order'])[1 + s.h5 % 6],
      (array['{"channel": "web"}', '{"channel": "app"}', '{"channel": "moto"}']::jsonb[])[1 + s.h6 % 3],
      s.at,
      least(${now}::timestamptz, s.at + make_interval(secs => case when s.re = 'APPROVED' and s.st <> 'CHARGED' then (s.h1 % 86400) else 1 + s.h2 % 5 end))
    from shaped s
    returning id, merchant_id, external_id, type, status, result, amount, currency, payment_type, card_bin, card_last4, gateway,
      result_code, psp_result_code, created_at`
}

/** The first step of every transaction. */
const firstActivityInsert = sql`
    insert into transaction_activity (transaction_id, merchant_id, type, status, result, amount, currency, result_code, reason, source, username, created_at)
    select t.id, t.merchant_id, t.type,
      case when t.result = 'APPROVED' and t.type = 'CHARGE' then 'CHARGED'
           when t.result = 'APPROVED' and t.type = 'AUTHORIZE' then 'AUTHORIZED'
           when t.result = 'APPROVED' and t.type = 'CREDIT' then 'CREDITED'
           when t.status = 'REFUND_PENDING' then 'CHARGED'
           else t.status end,
      case when t.status = 'REFUND_PENDING' then 'APPROVED' else t.result end,
      t.amount, t.currency, t.result_code, null, 'API', null, t.created_at
    from inserted t`

/** The gateway exchange behind every transaction's first step. */
function gatewayLogInsert({ mid, mgwIndex }: Generation) {
  return sql`
    insert into transaction_log (transaction_id, merchant_id, operation, gateway, url, http_status, duration_ms, result, request, response, created_at)
    select t.id, t.merchant_id, t.type, t.gateway,
      'https://api.' || lower(t.gateway) || '.example/v2/' || lower(t.type),
      case when t.result = 'ERROR' then (array[504, 503, 400])[1 + ${hashOf('t.id', 51)} % 3] when t.result = 'PENDING' then 202 else 200 end,
      60 + ${hashOf('t.id', 52)} % 1400,
      t.result,
      '{"reference":"' || t.external_id || '","amount":' || t.amount || ',"currency":"' || t.currency || '","paymentType":"' || t.payment_type
        || coalesce('","card":{"bin":"' || t.card_bin || '","last4":"' || t.card_last4 || '"}', '"') || '}',
      '{"status":"' || t.result || '","code":"' || coalesce(t.psp_result_code, '') || '","message":"'
        || coalesce(${pspMessages}[${mgwIndex}[array_position(${mid}, t.merchant_id)] * ${sql.lit(codes.length)} + array_position(${codeList}, t.result_code)], '') || '"}',
      t.created_at + make_interval(secs => 0.05 + (${hashOf('t.id', 52)} % 1400)::float8 / 1000)
    from inserted t`
}

/** The daily figures, summed once over the loaded transactions; their trigger keeps them from then on. */
async function insertDailyStats(db: Kysely<Database>): Promise<void> {
  await sql`
    insert into transaction_daily_stat (merchant_id, day, currency, result, direction, result_code, count, amount)
    select merchant_id, (created_at at time zone 'UTC')::date, currency, result, direction, coalesce(result_code, ''), count(*), sum(amount)
    from "transaction"
    group by merchant_id, (created_at at time zone 'UTC')::date, currency, result, direction, coalesce(result_code, '')`.execute(db)
  await sql`alter table "transaction" enable trigger transaction_daily_stat_trigger`.execute(db)
}

/** Later steps: refunds, chargebacks, reversals and cancellations. */
async function insertLaterActivities(db: Kysely<Database>, { now }: Generation): Promise<void> {
  await sql`
    insert into transaction_activity (transaction_id, merchant_id, type, status, result, amount, currency, result_code, reason, source, username, created_at)
    select s.id, s.merchant_id, s.type, s.status, s.result, s.amount, s.currency, s.result_code, s.reason, s.source, s.username, s.at
    from (
      select t.id, t.merchant_id, v.type, v.status, v.result, v.amount, t.currency, v.result_code, v.reason, v.source, v.username, v.step,
        t.created_at + (${now}::timestamptz - t.created_at) * (v.step * 0.3 + (${hashOf('t.id', 41)} % 100)::float8 / 1000) as at
      from (select * from "transaction" t
        where t.refunded_amount > 0 or t.status in ('REFUND_PENDING', 'CHARGED_BACK', 'CHARGEBACK_PENDING', 'CHARGEBACK_REVERSED', 'AUTH_REVERSED', 'CANCELLED')
        offset 0) t
      cross join lateral (values
        (1, 'REFUND', case when t.status = 'REFUND_PENDING' then 'REFUND_PENDING' else 'REFUNDED' end,
          case when t.status = 'REFUND_PENDING' then 'PENDING' else 'APPROVED' end,
          case when t.status = 'REFUND_PENDING' then t.amount else t.refunded_amount end,
          case when t.status = 'REFUND_PENDING' then '3002' else '0000' end,
          (array['Customer request','Item not received','Duplicate payment','Goodwill'])[1 + ${hashOf('t.id', 42)} % 4],
          case when ${hashOf('t.id', 43)} % 3 = 0 then 'CONSOLE' else 'API' end,
          case when ${hashOf('t.id', 43)} % 3 = 0 then 'support' end),
        (1, 'CHARGEBACK', case when t.status = 'CHARGEBACK_PENDING' then 'CHARGEBACK_PENDING' else 'CHARGED_BACK' end, 'APPROVED', t.amount, '0000',
          (array['Fraudulent transaction','Goods not received','Not as described','Duplicate processing'])[1 + ${hashOf('t.id', 44)} % 4], 'GATEWAY', null),
        (2, 'CHARGEBACK_REVERSED', 'CHARGEBACK_REVERSED', 'APPROVED', t.amount, '0000', 'Merchant won the dispute', 'GATEWAY', null),
        (1, 'AUTH_REVERSAL', 'AUTH_REVERSED', 'APPROVED', t.amount, '0000', 'Authorisation released', 'SYSTEM', null),
        (1, 'CANCEL', 'CANCELLED', 'APPROVED', t.amount, '0000', 'Order cancelled', 'CONSOLE', 'support')
      ) v(step, type, status, result, amount, result_code, reason, source, username)
      where (v.type = 'REFUND' and (t.refunded_amount > 0 or t.status = 'REFUND_PENDING'))
         or (v.type = 'CHARGEBACK' and t.status in ('CHARGED_BACK', 'CHARGEBACK_PENDING', 'CHARGEBACK_REVERSED'))
         or (v.type = 'CHARGEBACK_REVERSED' and t.status = 'CHARGEBACK_REVERSED')
         or (v.type = 'AUTH_REVERSAL' and t.status = 'AUTH_REVERSED')
         or (v.type = 'CANCEL' and t.status = 'CANCELLED')
    ) s
    order by s.id, s.step`.execute(db)
}

/** The custom report rollup, refilled once the later activities (chargebacks) are in. */
async function refillCustomReportStat(db: Kysely<Database>): Promise<void> {
  await sql`select custom_report_stat_rebuild()`.execute(db)
  await sql`alter table "transaction" enable trigger custom_report_stat_trigger`.execute(db)
  await sql`alter table transaction_activity enable trigger custom_report_chargeback_trigger`.execute(db)
}

/** Each customer's totals per currency, from its transactions. */
async function insertFinancialSummaries(db: Kysely<Database>): Promise<void> {
  await sql`
    insert into customer_financial_summary (customer_id, currency, charged_amount, refunded_amount, chargeback_amount, charge_count,
      refund_count, chargeback_count, decline_count, first_transaction_at, last_transaction_at)
    select c.id, t.currency,
      coalesce(sum(t.captured_amount) filter (where t.direction = 'PAY_IN'), 0),
      sum(t.refunded_amount),
      coalesce(sum(t.amount) filter (where t.status in ('CHARGED_BACK', 'CHARGEBACK_PENDING')), 0),
      count(*) filter (where t.result = 'APPROVED' and t.captured_amount > 0 and t.direction = 'PAY_IN'),
      count(*) filter (where t.refunded_amount > 0),
      count(*) filter (where t.status in ('CHARGED_BACK', 'CHARGEBACK_PENDING', 'CHARGEBACK_REVERSED')),
      count(*) filter (where t.result = 'DECLINED'),
      min(t.created_at), max(t.created_at)
    from "transaction" t
    join customer c on c.merchant_id = t.merchant_id and c.external_id = t.customer_external_id
    group by c.id, t.currency`.execute(db)
}

/** A customer with a chargeback is flagged and restricted. */
async function restrictChargebackCustomers(db: Kysely<Database>): Promise<void> {
  await sql`
    update customer c set fraud = c.fraud || jsonb_build_object('chargebackCount', s.chargeback_count, 'flags', '["CHARGEBACK"]'::jsonb),
      trust_level = 'RESTRICTED'
    from customer_financial_summary s where s.customer_id = c.id and s.chargeback_count > 0`.execute(db)
}
