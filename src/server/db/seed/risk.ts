import { SIMULATION_DAYS } from '@domain/entities/cardrestriction'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../database'
import type { IdentitySeed } from './identity'
import type { SeededMerchant } from './merchants'
import { DAY_MS, type Random } from './random'
import { HOT_CARD_COUNT } from './transactions'

interface Card {
  card_hash: string
  card_bin: string | null
  card_last4: string | null
  payment_type: string
  merchant_id: number
}

/** A card among the most used: the one behind many customers at many merchants. */
type HotCard = Card & { uses: number }
/** A card of an ordinary transaction, with the email and IP it was paid with. */
type SampledCard = Card & { email: string; ip_address: string }

/** What the risk records are drawn with: the random source, a random time some days ago, and each merchant's space. */
interface RiskDraw {
  rng: Random
  ago: (days: number) => Date
  spaceOf: Map<number, number>
}

const analysts = ['admin', 'analyst', 'analyst', 'support']

/**
 * Fraud blocks, velocity blocks, the card blacklist, card restrictions and trust policies,
 * pointed at the cards, emails and IPs the transactions really use, so triage finds matches.
 */
export async function seedRisk(db: Kysely<Database>, rng: Random, now: Date, identity: IdentitySeed, merchants: SeededMerchant[]): Promise<void> {
  const hot = await sql<Card & { uses: number }>`
    select card_hash, min(card_bin) as card_bin, min(card_last4) as card_last4, min(payment_type) as payment_type,
      min(merchant_id) as merchant_id, count(*)::int as uses
    from "transaction" where card_hash is not null
    group by card_hash order by count(*) desc, card_hash limit ${sql.lit(HOT_CARD_COUNT)}`.execute(db)
  const ordinary = await sql<Card & { email: string; ip_address: string }>`
    select card_hash, card_bin, card_last4, payment_type, merchant_id, email, ip_address
    from "transaction" where id % 397 = 5 and card_hash is not null order by id limit 60`.execute(db)
  const draw: RiskDraw = {
    rng,
    ago: (days) => new Date(now.getTime() - days * DAY_MS - rng.int(0, 86_399) * 1000),
    spaceOf: new Map(merchants.map((m) => [m.id, m.spaceId])),
  }
  await seedFraudBlocks(db, draw, now, hot.rows, ordinary.rows)
  await seedVelocityBlocks(db, draw, hot.rows)
  await seedCardBlacklist(db, draw, [...hot.rows.slice(2, 10), ...ordinary.rows.slice(40, 60)])
  for (const space of identity.spaces) {
    const at = draw.ago(200)
    await seedCardRestrictions(db, space, at, merchants.filter((m) => m.spaceId === space.id))
    await seedTrustPolicies(db, space.id, at)
  }

  // The SHADOW rules' hits over the last 30 days, as if they had been recording all along: the
  // transactions were loaded with the recording trigger paused, before the rules existed.
  await sql`select card_restriction_rule_hit_backfill(${new Date(now.getTime() - SIMULATION_DAYS * DAY_MS).toISOString()}::timestamptz)`.execute(db)
}

/** Blocks on hot cards, and on the cards, emails, IPs and names of ordinary transactions; a few deleted. */
async function seedFraudBlocks(db: Kysely<Database>, { rng, ago, spaceOf }: RiskDraw, now: Date, hot: HotCard[], ordinary: SampledCard[]): Promise<void> {
  const blocks = [
    ...hot.slice(0, 8).map((c, i) => {
      const at = ago(rng.int(1, 40))
      return {
        space_id: spaceOf.get(c.merchant_id)!,
        merchant_id: i % 3 === 2 ? c.merchant_id : null,
        field: 'CREDIT_CARD_NUMBER',
        account_id: c.card_hash,
        card_bin: c.card_bin,
        card_last4: c.card_last4,
        payment_type: c.payment_type,
        reason: rng.pick(['Card testing pattern', 'Confirmed stolen card', 'Many declines across merchants', 'Chargeback fraud']),
        status: i === 5 ? 'DELETED' : 'ACTIVE',
        expires_at: i % 4 === 1 ? new Date(now.getTime() + rng.int(5, 60) * DAY_MS) : null,
        created_by: rng.pick(analysts),
        deleted_by: i === 5 ? 'analyst' : null,
        deleted_reason: i === 5 ? 'Customer verified identity' : null,
        created_at: at,
        updated_at: at,
      }
    }),
    ...ordinary.slice(0, 40).map((t, i) => {
      const at = ago(rng.int(0, 80))
      const field = (['CREDIT_CARD_NUMBER', 'EMAIL', 'IP_ADDRESS', 'CREDIT_CARD_NUMBER', 'CUSTOMER_NAME'] as const)[i % 5]!
      const value = field === 'EMAIL' ? t.email : field === 'IP_ADDRESS' ? t.ip_address : field === 'CUSTOMER_NAME' ? `Blocked Name ${i}` : t.card_hash
      const card = field === 'CREDIT_CARD_NUMBER'
      return {
        space_id: spaceOf.get(t.merchant_id)!,
        merchant_id: i % 2 === 0 ? t.merchant_id : null,
        field,
        account_id: value,
        card_bin: card ? t.card_bin : null,
        card_last4: card ? t.card_last4 : null,
        payment_type: card ? t.payment_type : null,
        reason: rng.pick(['Suspicious velocity', 'Merchant request', 'Friendly fraud history', 'Disposable email', 'Proxy address']),
        status: i % 11 === 10 ? 'DELETED' : 'ACTIVE',
        expires_at: i % 3 === 0 ? new Date(at.getTime() + 30 * DAY_MS) : null,
        created_by: rng.pick(analysts),
        deleted_by: i % 11 === 10 ? 'admin' : null,
        deleted_reason: i % 11 === 10 ? 'Block expired by policy' : null,
        created_at: at,
        updated_at: at,
      }
    }),
  ]
  await db.insertInto('fraud_block').values(blocks).execute()
}

/** Velocity blocks where the hot cards passed a merchant's limits. */
async function seedVelocityBlocks(db: Kysely<Database>, { rng, ago }: RiskDraw, hot: HotCard[]): Promise<void> {
  const hotByMerchant = await sql<{ merchant_id: number; card_hash: string; uses: number }>`
    select merchant_id, card_hash, count(*)::int as uses from "transaction"
    where card_hash = any(${sql.val(hot.map((c) => c.card_hash))}::text[])
    group by merchant_id, card_hash order by count(*) desc, merchant_id, card_hash limit 60`.execute(db)
  await db
    .insertInto('velocity_block')
    .values(
      hotByMerchant.rows.map((v, i) => {
        const at = ago(rng.int(0, 20))
        const windowHours = ([1, 24, 48, 168] as const)[i % 4]!
        return {
          merchant_id: v.merchant_id,
          field: 'CREDIT_CARD_NUMBER',
          account_id: v.card_hash,
          rule: (['MAX_ATTEMPTS', 'MAX_DECLINES', 'MAX_AMOUNT'] as const)[i % 3]!,
          window_hours: windowHours,
          limit_count: 5 + (i % 3) * 5,
          observed_count: Math.max(6 + (i % 3) * 5, Math.min(v.uses, 99)),
          reason: 'Limit passed',
          status: i % 7 === 6 ? 'DISABLED' : 'ACTIVE',
          expires_at: new Date(at.getTime() + windowHours * 3600 * 1000),
          created_at: at,
          updated_at: at,
        }
      }),
    )
    .execute()
}

/** The space's blacklist of these cards, each card once per space. */
async function seedCardBlacklist(db: Kysely<Database>, { rng, ago, spaceOf }: RiskDraw, blacklisted: Card[]): Promise<void> {
  const seen = new Set<string>()
  await db
    .insertInto('card_blacklist')
    .values(
      blacklisted
        .filter((c) => {
          const key = `${spaceOf.get(c.merchant_id)}:${c.card_hash}`
          if (seen.has(key)) return false
          seen.add(key)
          return true
        })
        .map((c, i) => {
          const at = ago(rng.int(1, 120))
          return {
            space_id: spaceOf.get(c.merchant_id)!,
            card_hash: c.card_hash,
            card_bin: c.card_bin,
            card_last4: c.card_last4,
            reason: rng.pick(['Issuer reported stolen', 'Scheme fraud alert', 'Repeated chargebacks', 'Merchant request']),
            status: i % 9 === 8 ? 'DISABLED' : 'ACTIVE',
            expires_at: i % 4 === 0 ? new Date(at.getTime() + 365 * DAY_MS) : null,
            created_by: rng.pick(analysts),
            created_at: at,
            updated_at: at,
          }
        }),
    )
    .execute()
}

/** A space's three card restrictions with their rules, applied to some of its merchants. */
async function seedCardRestrictions(db: Kysely<Database>, space: IdentitySeed['spaces'][number], at: Date, spaceMerchants: SeededMerchant[]): Promise<void> {
  const restrictions = await db
    .insertInto('card_restriction')
    .values([
      { space_id: space.id, name: 'sanctioned-countries', description: 'Cards issued in sanctioned countries', created_at: at, updated_at: at },
      { space_id: space.id, name: 'premium-schemes', description: 'Schemes the space does not accept', created_at: at, updated_at: at },
      { space_id: space.id, name: 'domestic-only', description: 'Local cards only for regulated merchants', status: 'INACTIVE', created_at: at, updated_at: at },
    ])
    .returning('id')
    .execute()
  const [sanctioned, schemes, domestic] = restrictions.map((r) => r.id) as [number, number, number]
  await db
    .insertInto('card_restriction_rule')
    .values([
      { restriction_id: sanctioned, scope: 'COUNTRY', operator: 'IN', values: JSON.stringify(['KP', 'IR', 'SY', 'CU']), action: 'DECLINE', priority: 1, created_at: at, updated_at: at },
      { restriction_id: sanctioned, scope: 'COUNTRY', operator: 'UNKNOWN', values: JSON.stringify([]), action: 'REJECT_PURCHASE', priority: 2, status: 'SHADOW', created_at: at, updated_at: at },
      { restriction_id: schemes, scope: 'SCHEMA', operator: 'IN', values: JSON.stringify(['DINERS', 'JCB']), action: 'DECLINE', priority: 1, created_at: at, updated_at: at },
      { restriction_id: schemes, scope: 'SCHEMA', operator: 'NOT_IN', values: JSON.stringify(['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'ELO']), action: 'ALLOW_PURCHASE', priority: 3, created_at: at, updated_at: at },
      { restriction_id: schemes, scope: 'SCHEMA', operator: 'IN', values: JSON.stringify(['DISCOVER', 'MAESTRO']), action: 'DECLINE', priority: 2, status: 'SHADOW', created_at: at, updated_at: at },
      { restriction_id: domestic, scope: 'COUNTRY', operator: 'NOT_IN', values: JSON.stringify(space.name === 'rio' ? ['BR', 'AR'] : ['US', 'CA']), action: 'DECLINE', priority: 1, created_at: at, updated_at: at },
      { restriction_id: domestic, scope: 'SCHEMA', operator: 'ANY', values: JSON.stringify([]), action: 'ALLOW', priority: 2, status: 'INACTIVE', created_at: at, updated_at: at },
    ])
    .execute()
  const links = spaceMerchants
    .filter((_, i) => i % 2 === 0)
    .flatMap((m, i) => [{ merchant_id: m.id, restriction_id: sanctioned }, ...(i % 3 === 0 ? [{ merchant_id: m.id, restriction_id: schemes }] : [])])
  if (links.length > 0) await db.insertInto('merchant_card_restriction').values(links).execute()
}

/** A space's standard and strict trust policy configs, each with a promotion and a demotion collection. */
async function seedTrustPolicies(db: Kysely<Database>, spaceId: number, at: Date): Promise<void> {
  for (const [c, name] of ['standard', 'strict'].entries()) {
    const config = await db
      .insertInto('trust_policy_config')
      .values({ space_id: spaceId, name, description: c === 0 ? 'Default customer trust rules' : 'Tighter rules for high-risk merchants', is_default: c === 0, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    const collections = await db
      .insertInto('trust_policy_collection')
      .values([
        { config_id: config.id, name: 'promotion', description: 'Raise trust with good history', priority: 1, created_at: at, updated_at: at },
        { config_id: config.id, name: 'demotion', description: 'Lower trust on risk signals', priority: 2, created_at: at, updated_at: at },
      ])
      .returning('id')
      .execute()
    const [promotion, demotion] = collections.map((r) => r.id) as [number, number]
    const successes = c === 0 ? 3 : 5
    await db
      .insertInto('trust_policy')
      .values([
        { collection_id: promotion, name: 'standard-after-first-payments', condition: JSON.stringify({ field: 'APPROVED_COUNT', operator: 'GTE', value: successes }), trust_level: 'STANDARD', priority: 1, created_at: at, updated_at: at },
        { collection_id: promotion, name: 'trusted-after-history', condition: JSON.stringify({ field: 'ACCOUNT_AGE_DAYS', operator: 'GTE', value: c === 0 ? 90 : 180 }), trust_level: 'TRUSTED', priority: 2, created_at: at, updated_at: at },
        { collection_id: demotion, name: 'restrict-after-chargeback', condition: JSON.stringify({ field: 'CHARGEBACK_COUNT', operator: 'GTE', value: 1 }), trust_level: 'RESTRICTED', priority: 1, created_at: at, updated_at: at },
        { collection_id: demotion, name: 'untrust-on-many-cards', condition: JSON.stringify({ field: 'DISTINCT_CARDS', operator: 'GT', value: c === 0 ? 5 : 3 }), trust_level: 'UNTRUSTED', priority: 2, status: c === 1 ? 'SHADOW' : 'ACTIVE', created_at: at, updated_at: at },
      ])
      .execute()
  }
}
