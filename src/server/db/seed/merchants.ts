import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../database'
import type { GatewayCode } from './catalogues'
import type { IdentitySeed } from './identity'
import { DAY_MS, type Random } from './random'

interface MerchantPlan {
  name: string
  display: string
  group: string
  currency: string
  country: string
  business: 'B2B' | 'B2C' | 'BOTH'
  gateways: GatewayCode[]
  timezone: string
}

const groupDefaults: Record<string, { currency: string; country: string; gateways: GatewayCode[]; timezone: string }> = {
  'platform-direct': { currency: 'EUR', country: 'DE', gateways: ['ATLAS', 'COBALT'], timezone: 'Europe/Berlin' },
  'acme-retail': { currency: 'USD', country: 'US', gateways: ['BOREAL', 'ATLAS'], timezone: 'UTC' },
  'acme-travel': { currency: 'USD', country: 'US', gateways: ['BOREAL', 'EMBER'], timezone: 'UTC' },
  'rio-commerce': { currency: 'BRL', country: 'BR', gateways: ['DUNE', 'EMBER'], timezone: 'America/Sao_Paulo' },
  'rio-services': { currency: 'BRL', country: 'BR', gateways: ['DUNE'], timezone: 'America/Sao_Paulo' },
}

/** [name, display name, currency override, country override] per group. */
const merchantNames: Record<string, [string, string, string?, string?][]> = {
  'platform-direct': [
    ['berlin-bikes', 'Berlin Bikes'],
    ['london-tea', 'London Tea Rooms', 'GBP', 'GB'],
    ['paris-mode', 'Paris Mode', 'EUR', 'FR'],
    ['cape-safaris', 'Cape Safaris', 'ZAR', 'ZA'],
    ['marrakech-crafts', 'Marrakech Crafts', 'MAD', 'MA'],
    ['lisbon-tiles', 'Lisbon Tiles', 'EUR', 'PT'],
    ['dutch-flowers', 'Dutch Flowers', 'EUR', 'NL'],
  ],
  'acme-retail': [
    ['acme-books', 'Acme Books'],
    ['acme-games', 'Acme Games'],
    ['acme-garden', 'Acme Garden'],
    ['acme-kitchen', 'Acme Kitchen'],
    ['acme-outdoor', 'Acme Outdoor', 'CAD', 'CA'],
    ['acme-pets', 'Acme Pets'],
    ['acme-music', 'Acme Music'],
    ['acme-toys', 'Acme Toys'],
    ['acme-fashion', 'Acme Fashion', 'EUR', 'DE'],
  ],
  'acme-travel': [
    ['acme-air', 'Acme Air'],
    ['acme-hotels', 'Acme Hotels'],
    ['acme-rail', 'Acme Rail', 'EUR', 'FR'],
    ['acme-cruises', 'Acme Cruises'],
    ['acme-car-hire', 'Acme Car Hire', 'CAD', 'CA'],
    ['acme-tours', 'Acme Tours'],
    ['acme-insurance', 'Acme Travel Insurance'],
  ],
  'rio-commerce': [
    ['rio-moda', 'Rio Moda'],
    ['rio-eletro', 'Rio Eletro'],
    ['rio-livros', 'Rio Livros'],
    ['rio-mercado', 'Rio Mercado'],
    ['rio-farma', 'Rio Farma'],
    ['buenos-vinos', 'Buenos Vinos', 'ARS', 'AR'],
    ['rio-esportes', 'Rio Esportes'],
    ['rio-beleza', 'Rio Beleza'],
  ],
  'rio-services': [
    ['rio-telecom', 'Rio Telecom'],
    ['rio-energia', 'Rio Energia'],
    ['rio-saude', 'Rio Saude'],
    ['rio-educa', 'Rio Educa'],
    ['rio-seguros', 'Rio Seguros'],
    ['rio-streaming', 'Rio Streaming', 'USD', 'BR'],
    ['cordoba-gym', 'Cordoba Gym', 'ARS', 'AR'],
    ['rio-transporte', 'Rio Transporte'],
    ['rio-delivery', 'Rio Delivery'],
  ],
}

export const merchantPlans: MerchantPlan[] = Object.entries(merchantNames).flatMap(([group, list]) =>
  list.map(([name, display, currency, country], i) => {
    const d = groupDefaults[group]!
    return {
      name,
      display,
      group,
      currency: currency ?? d.currency,
      country: country ?? d.country,
      business: (['B2C', 'B2C', 'BOTH', 'B2B'] as const)[i % 4]!,
      gateways: d.gateways,
      timezone: d.timezone,
    }
  }),
)

/** What the transaction generator needs to know about a merchant. */
export interface SeededMerchant {
  id: number
  name: string
  spaceId: number
  groupId: number
  currency: string
  gateway: GatewayCode
  gatewayConfigId: number
  instrumentConfigId: number
  accountId: number
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

const spaceTags = [
  ['high-risk', 'red', 'Watched by the fraud team'],
  ['vip', 'success', 'Key account'],
  ['subscription', 'info', 'Recurring billing'],
  ['marketplace', 'default', 'Pays out to sellers'],
  ['digital-goods', 'info', 'Instant delivery'],
  ['new', 'warning', 'Onboarded this quarter'],
] as const

/** A merchant whose parts are being seeded: its plan, its place among the plans, its id and space, when it was created. */
interface NewMerchant {
  plan: MerchantPlan
  index: number
  mid: number
  spaceId: number
  created: Date
}

/** Merchants with everything they are configured with. */
export async function seedMerchants(db: Kysely<Database>, rng: Random, now: Date, identity: IdentitySeed): Promise<SeededMerchant[]> {
  const groupOf = (name: string) => identity.groups.find((g) => g.name === name)!
  const tagIds = await seedSpaceTags(db, now, identity)
  const seeded: SeededMerchant[] = []
  for (const [i, plan] of merchantPlans.entries()) {
    const group = groupOf(plan.group)
    const created = new Date(now.getTime() - (400 - i * 7) * DAY_MS)
    const mid = await insertMerchant(db, plan, i, group, created)
    const merchant: NewMerchant = { plan, index: i, mid, spaceId: group.spaceId, created }
    await seedTagsAndCallers(db, rng, merchant, tagIds.get(group.spaceId)!)
    const gatewayConfigIds = await seedGatewayConfigs(db, rng, merchant)
    const ids = await seedInstrumentConfigs(db, merchant, gatewayConfigIds)
    await seedMerchantKeys(db, rng, now, merchant)
    await seedRiskSettings(db, merchant, ids)
    await seedPaymentLinks(db, rng, now, merchant)
    const account = await db
      .insertInto('account')
      .values({ space_id: group.spaceId, merchant_id: mid, name: `${plan.display} ${plan.currency}`, currency: plan.currency, created_at: created, updated_at: created })
      .returning('id')
      .executeTakeFirstOrThrow()
    seeded.push({
      id: mid,
      name: plan.name,
      spaceId: group.spaceId,
      groupId: group.id,
      currency: plan.currency,
      gateway: plan.gateways[0]!,
      gatewayConfigId: gatewayConfigIds[0]!,
      instrumentConfigId: ids[0]!,
      accountId: account.id,
    })
  }
  return seeded
}

/** Each space's tags, by space id. */
async function seedSpaceTags(db: Kysely<Database>, now: Date, identity: IdentitySeed): Promise<Map<number, number[]>> {
  const tagIds = new Map<number, number[]>()
  for (const space of identity.spaces) {
    const rows = await db
      .insertInto('tag')
      .values(spaceTags.map(([name, color, description]) => ({ space_id: space.id, name, color, description, created_at: now })))
      .returning('id')
      .execute()
    tagIds.set(space.id, rows.map((r) => r.id))
  }
  return tagIds
}

async function insertMerchant(db: Kysely<Database>, plan: MerchantPlan, i: number, group: { id: number; spaceId: number }, created: Date): Promise<number> {
  const merchant = await db
    .insertInto('merchant')
    .values({
      name: plan.name,
      display_name: plan.display,
      space_id: group.spaceId,
      group_id: group.id,
      status: i % 13 === 12 ? 'DISABLED' : 'ACTIVE',
      business_type: plan.business,
      default_currency: plan.currency,
      timezone: plan.timezone,
      environment: i % 9 === 8 ? 'Development' : 'Production',
      email: `payments@${plan.name}.example`,
      website: `https://${plan.name}.example`,
      country: plan.country,
      configuration: JSON.stringify({
        paywall: { skin: 'default', locale: plan.currency === 'BRL' ? 'pt' : 'en', showLogo: true, instalments: plan.currency === 'BRL' ? [1, 2, 3, 6, 12] : [1] },
        email: { sendReceipts: true, replyTo: `support@${plan.name}.example` },
        settings: { captureDelayHours: i % 3 === 0 ? 24 : 0, threeDsRequired: i % 4 === 0, refundWindowDays: 180 },
        resources: { logoUrl: null, stylesheetUrl: null },
      }),
      secret_key_hash: sha256(`secret:${plan.name}`),
      secret_key_rotated_at: created,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return merchant.id
}

/** A few of its space's tags, and the two callers of its API. */
async function seedTagsAndCallers(db: Kysely<Database>, rng: Random, { plan, index: i, mid, created }: NewMerchant, spaceTagIds: number[]): Promise<void> {
  const tags = rng.sample(spaceTagIds, rng.int(1, 3))
  await db.insertInto('merchant_tag').values(tags.map((tag_id) => ({ merchant_id: mid, tag_id, created_at: created }))).execute()

  await db
    .insertInto('merchant_caller')
    .values([
      { merchant_id: mid, name: 'web-checkout', description: 'Hosted checkout', ip_addresses: JSON.stringify([`203.0.113.${(i * 5) % 250}`]), callback_url: `https://${plan.name}.example/payments/callback`, created_at: created, updated_at: created },
      { merchant_id: mid, name: 'backend', description: 'Order service', ip_addresses: JSON.stringify([`198.51.100.${(i * 3) % 250}`, `198.51.100.${(i * 3 + 1) % 250}`]), callback_url: null, status: i % 5 === 4 ? 'DISABLED' : 'ACTIVE', created_at: created, updated_at: created },
    ])
    .execute()
}

/** A credential and a config for each of the plan's gateways, the first one primary; answers the configs' ids. */
async function seedGatewayConfigs(db: Kysely<Database>, rng: Random, { plan, index: i, mid, spaceId, created }: NewMerchant): Promise<number[]> {
  const gatewayConfigIds: number[] = []
  for (const [g, gateway] of plan.gateways.entries()) {
    const secret = rng.hex(32)
    const credential = await db
      .insertInto('gateway_credential')
      .values({
        space_id: spaceId,
        merchant_id: mid,
        gateway,
        name: `${plan.name}-${gateway.toLowerCase()}`,
        environment: 'Production',
        fields: JSON.stringify({ merchantNumber: `M${String(100000 + i * 17 + g).padStart(8, '0')}`, terminalId: `T${rng.hex(6).toUpperCase()}` }),
        secrets: JSON.stringify({ apiSecret: { sha256: sha256(secret), last4: secret.slice(-4) } }),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const config = await db
      .insertInto('merchant_gateway_config')
      .values({
        merchant_id: mid,
        gateway,
        credential_id: credential.id,
        name: g === 0 ? `${gateway.toLowerCase()}-primary` : `${gateway.toLowerCase()}-fallback`,
        status: 'ENABLED',
        priority: g,
        currencies: JSON.stringify([plan.currency]),
        payment_types: JSON.stringify(['CARD']),
        settings: JSON.stringify({ mcc: String(5000 + ((i * 37) % 900)), softDescriptor: plan.display.toUpperCase().slice(0, 22), retryOnTimeout: g === 0 }),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    gatewayConfigIds.push(config.id)
  }
  return gatewayConfigIds
}

/** The instruments of its currency, spread over its gateway configs; answers their ids. */
async function seedInstrumentConfigs(db: Kysely<Database>, { plan, index: i, mid, created }: NewMerchant, gatewayConfigIds: number[]): Promise<number[]> {
  const instruments = plan.currency === 'BRL' ? ['CARD', 'DEBIT_CARD', 'PIX', 'BOLETO'] : ['CARD', 'DEBIT_CARD', 'APPLE_PAY', 'GOOGLE_PAY']
  const instrumentRows = await db
    .insertInto('merchant_instrument_config')
    .values(
      instruments.map((instrument, k) => ({
        merchant_id: mid,
        instrument,
        gateway_config_id: gatewayConfigIds[k % gatewayConfigIds.length]!,
        name: instrument.toLowerCase().replace('_', '-'),
        status: k === 3 && i % 2 === 1 ? 'DISABLED' : 'ENABLED',
        priority: k,
        currency: plan.currency,
        min_amount: 100,
        max_amount: plan.currency === 'ARS' ? 50_000_000 : 1_000_000,
        three_ds_version: k < 2 ? '2.2.0' : null,
        three_ds_bypass: JSON.stringify(k === 0 && i % 3 === 0 ? ['NOT_ENROLLED'] : []),
        instalments: JSON.stringify(plan.currency === 'BRL' && k === 0 ? [1, 2, 3, 4, 5, 6, 10, 12] : [1]),
        settings: JSON.stringify({ statementDescriptor: plan.display.slice(0, 22) }),
        created_at: created,
        updated_at: created,
      })),
    )
    .returning('id')
    .execute()
  return instrumentRows.map((r) => r.id)
}

/** A live key, a test key and an old one disabled or expired. */
async function seedMerchantKeys(db: Kysely<Database>, rng: Random, now: Date, { index: i, mid, created }: NewMerchant): Promise<void> {
  await db
    .insertInto('merchant_key')
    .values([
      { merchant_id: mid, name: 'Production key', key_prefix: `pk_live_${rng.hex(8)}`, key_hash: sha256(rng.hex(40)), environment: 'Production', status: 'ACTIVE', expires_at: null, last_used_at: new Date(now.getTime() - rng.int(1, 3600) * 1000), created_by: 'admin', created_at: created, updated_at: created },
      { merchant_id: mid, name: 'Test key', key_prefix: `pk_test_${rng.hex(8)}`, key_hash: sha256(rng.hex(40)), environment: 'Development', status: 'ACTIVE', expires_at: new Date(now.getTime() + 180 * DAY_MS), last_used_at: null, created_by: 'admin', created_at: created, updated_at: created },
      { merchant_id: mid, name: 'Old production key', key_prefix: `pk_live_${rng.hex(8)}`, key_hash: sha256(rng.hex(40)), environment: 'Production', status: i % 2 === 0 ? 'DISABLED' : 'EXPIRED', expires_at: new Date(created.getTime() + 90 * DAY_MS), last_used_at: new Date(created.getTime() + 80 * DAY_MS), created_by: 'admin', created_at: created, updated_at: created },
    ])
    .execute()
}

/** Its fraud screening config, and a trust level for each kind of customer over its instrument configs (`ids`). */
async function seedRiskSettings(db: Kysely<Database>, { plan, index: i, mid, created }: NewMerchant, ids: number[]): Promise<void> {
  await db
    .insertInto('fraud_config')
    .values({
      merchant_id: mid,
      name: 'default-screening',
      vendor: i % 2 === 0 ? 'VENDOR_A' : 'VENDOR_B',
      status: i % 7 === 3 ? 'SHADOW' : 'ACTIVE',
      score_threshold: 70 + (i % 4) * 5,
      settings: JSON.stringify({ reviewThreshold: 50, blockOnDeviceMismatch: i % 3 === 0 }),
      created_at: created,
      updated_at: created,
    })
    .execute()

  await db
    .insertInto('trust_level')
    .values([
      { merchant_id: mid, level: 'NEW', name: 'New customers', description: 'First purchase', max_amount: minor(200), currency: plan.currency, instrument_config_ids: JSON.stringify(ids.slice(0, 2)), restrictions: JSON.stringify(['REQUIRE_3DS']), created_at: created, updated_at: created },
      { merchant_id: mid, level: 'STANDARD', name: 'Returning customers', description: 'Paid before', max_amount: minor(1000), currency: plan.currency, instrument_config_ids: JSON.stringify(ids), restrictions: JSON.stringify([]), created_at: created, updated_at: created },
      { merchant_id: mid, level: 'TRUSTED', name: 'Trusted customers', description: 'Long history, no chargebacks', max_amount: null, currency: plan.currency, instrument_config_ids: JSON.stringify(ids), restrictions: JSON.stringify([]), created_at: created, updated_at: created },
      { merchant_id: mid, level: 'RESTRICTED', name: 'Restricted customers', description: 'After a chargeback', max_amount: minor(50), currency: plan.currency, instrument_config_ids: JSON.stringify(ids.slice(0, 1)), restrictions: JSON.stringify(['REQUIRE_3DS', 'NO_INSTALMENTS']), created_at: created, updated_at: created },
    ])
    .execute()
}

async function seedPaymentLinks(db: Kysely<Database>, rng: Random, now: Date, { plan, index: i, mid }: NewMerchant): Promise<void> {
  const links = Array.from({ length: rng.int(3, 8) }, (_, k) => {
    const at = new Date(now.getTime() - rng.int(1, 60) * DAY_MS - rng.int(0, 86_399) * 1000)
    const status = rng.pick(['ACTIVE', 'ACTIVE', 'PAID', 'EXPIRED', 'DISABLED'] as const)
    return {
      merchant_id: mid,
      reference: `pl_${plan.name.replace(/-/g, '')}_${k + 1}`,
      description: `${rng.pick(['Invoice', 'Deposit', 'Balance due', 'Custom order', 'Booking'])} ${1000 + k}`,
      amount: minor(rng.int(10, 500)),
      currency: plan.currency,
      customer_email: `client${i}-${k}@mail.example`,
      customer_name: rng.pick(['Alex Moreau', 'Bea Santos', 'Chris Okafor', 'Dana Weiss', 'Eli Navarro']),
      status,
      expires_at: new Date(at.getTime() + 14 * DAY_MS),
      created_by: 'admin',
      created_at: at,
      updated_at: at,
    }
  })
  await db.insertInto('payment_link').values(links).execute()
}

/** Major units to minor units: every demo currency has 2 decimals. */
function minor(major: number): number {
  return major * 100
}
