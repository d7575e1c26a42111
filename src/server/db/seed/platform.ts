import { type Kysely, sql } from 'kysely'
import { appendEvents } from '../../audit-chain'
import type { Database } from '../database'
import { demoGateways } from './catalogues'
import type { IdentitySeed } from './identity'
import type { SeededMerchant } from './merchants'
import { DAY_MS, type Random } from './random'

/** A user the seeded searches and audit events belong to. */
interface SeededUser {
  id: number
  username: string
  space_id: number
}

/** Hive settings, space configs, report configs, saved searches and audit events. */
export async function seedPlatform(db: Kysely<Database>, rng: Random, now: Date, identity: IdentitySeed, merchants: SeededMerchant[]): Promise<void> {
  const at = new Date(now.getTime() - 120 * DAY_MS)
  await seedHiveSettings(db, at)
  await seedSpaceSettings(db, identity, at)
  const users = await db.selectFrom('app_user').select(['id', 'username', 'space_id']).orderBy('id').execute()
  await seedSavedSearches(db, users, at)
  await seedUserEvents(db, rng, now, users, merchants)
}

/** The live (Production) settings of every gateway and of midas; Development points at sandboxes. */
async function seedHiveSettings(db: Kysely<Database>, at: Date): Promise<void> {
  const hive =
    (name: 'GATEWAY' | 'MIDAS', environment: 'Development' | 'Production') =>
    (component: string, key: string, type: 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'JSON', value: string, description: string) => ({
      hive: name,
      environment,
      component,
      key,
      type,
      value,
      description,
      updated_by: 'admin',
      created_at: at,
      updated_at: at,
    })
  const [gateway, gatewaySandbox, midas, midasSandbox] = [hive('GATEWAY', 'Production'), hive('GATEWAY', 'Development'), hive('MIDAS', 'Production'), hive('MIDAS', 'Development')]
  const weights = JSON.stringify(Object.fromEntries(demoGateways.map((g, i) => [g.code, 30 - i * 5])))
  await db
    .insertInto('hive_setting')
    .values([
      ...demoGateways.flatMap((g, i) => [
        gateway(g.code, 'endpoint', 'TEXT', `https://api.${g.code.toLowerCase()}.example/v2`, 'Base URL of the gateway API'),
        gateway(g.code, 'timeoutMs', 'NUMBER', String(8000 + i * 1000), 'Request timeout'),
        gateway(g.code, 'retryCount', 'NUMBER', String(i % 3), 'Retries on a timeout'),
        gateway(g.code, 'enabled', 'BOOLEAN', 'true', 'Routes new payments to this gateway'),
        gatewaySandbox(g.code, 'endpoint', 'TEXT', `https://sandbox.${g.code.toLowerCase()}.example/v2`, 'Base URL of the gateway API'),
      ]),
      midas('router', 'strategy', 'TEXT', 'priority', 'How a gateway config is chosen'),
      midasSandbox('router', 'strategy', 'TEXT', 'round-robin', 'How a gateway config is chosen'),
      midas('router', 'fallbackOnDecline', 'BOOLEAN', 'false', 'Try the next gateway after a soft decline'),
      midas('router', 'gatewayWeights', 'JSON', weights, 'Share of traffic per gateway when the strategy is weighted'),
      midas('fraud', 'scoreThreshold', 'NUMBER', '80', 'Default score above which payments are refused'),
      midas('fraud', 'velocityWindowHours', 'NUMBER', '24', 'Default velocity window'),
      midas('fx', 'provider', 'TEXT', 'ecb', 'Exchange rate source'),
      midas('fx', 'markupBps', 'NUMBER', '150', 'Markup on converted amounts, in basis points'),
      midas('notifications', 'batchSize', 'NUMBER', '200', 'Messages sent per run'),
    ])
    .execute()
}

/** Each space's config and its custom report definitions. */
async function seedSpaceSettings(db: Kysely<Database>, identity: IdentitySeed, at: Date): Promise<void> {
  for (const space of identity.spaces) {
    await db
      .insertInto('space_config')
      .values({
        space_id: space.id,
        settings: JSON.stringify({
          defaultCurrency: space.name === 'rio' ? 'BRL' : space.name === 'acme' ? 'USD' : 'EUR',
          defaultLocale: space.name === 'rio' ? 'pt' : 'en',
          timezone: space.name === 'rio' ? 'America/Sao_Paulo' : 'UTC',
          supportEmail: `support@${space.name}.example`,
          dailyReport: { enabled: true, format: 'CSV', recipients: [`finance@${space.name}.example`] },
          settlement: { gateways: space.name === 'rio' ? ['DUNE', 'EMBER'] : ['ATLAS', 'BOREAL', 'COBALT'], autoMatch: true },
          emailTemplateCollection: space.name === 'platform' ? 'system-default' : `${space.name}-brand`,
          trustPolicyConfig: 'standard',
          // Rio's analysts answer a review within two hours; the other spaces keep the default.
          ...(space.name === 'rio' ? { reviewSlaMinutes: 120 } : {}),
        }),
        updated_by: 'admin',
        updated_at: at,
      })
      .execute()
    await db
      .insertInto('quicksight_report_config')
      .values([
        { space_id: space.id, name: 'Approval rates', description: 'Approval and decline rates by merchant and gateway', dashboard_id: `${space.name}-approvals`, sort_order: 1, definition: JSON.stringify({ measures: ['count', 'volume', 'approvalRate'], dimensions: ['merchant', 'gateway'], filters: {}, period: { lastDays: 30 } }), created_at: at, updated_at: at },
        { space_id: space.id, name: 'Chargebacks', description: 'Chargeback ratio by scheme', dashboard_id: `${space.name}-chargebacks`, sort_order: 2, definition: JSON.stringify({ measures: ['count', 'chargebacks'], dimensions: ['day'], filters: {}, period: { lastDays: 30 } }), created_at: at, updated_at: at },
        { space_id: space.id, name: 'Settlement reconciliation', description: 'Settled versus captured', dashboard_id: `${space.name}-settlement`, status: 'DISABLED', sort_order: 3, definition: JSON.stringify({ measures: ['count', 'volume'], dimensions: ['currency', 'status'], filters: {}, period: { lastDays: 7 } }), created_at: at, updated_at: at },
      ])
      .execute()
  }
}

/** A few saved searches of each demo user. */
async function seedSavedSearches(db: Kysely<Database>, users: SeededUser[], at: Date): Promise<void> {
  const userId = (name: string) => users.find((u) => u.username === name)!.id
  const searches: Record<string, [string, string][]> = {
    admin: [
      ['Declines today', '/merchant/transactions?status=DECLINED&range=today'],
      ['Chargebacks this month', '/merchant/transactions?status=CHARGED_BACK,CHARGEBACK_PENDING'],
      ['Active fraud blocks', '/fraudblocks?active=true'],
    ],
    analyst: [
      ['Proxy addresses', '/merchant/transactions?ipAddress=185.220.101.7'],
      ['Large declines', '/merchant/transactions?result=DECLINED&minAmount=50000'],
      ['Card blacklist', '/cardBlacklist'],
    ],
    support: [
      ['Acme Books refunds', '/merchant/acme-books/transactions?status=REFUNDED'],
      ['Failed notifications', '/notifications?state=FAILED'],
    ],
    merchant: [
      ['My pending payments', '/merchant/acme-books/transactions?result=PENDING'],
      ['My customers', '/merchant/acme-books/customers'],
    ],
  }
  await db
    .insertInto('saved_search')
    .values(Object.entries(searches).flatMap(([user, list]) => list.map(([name, url]) => ({ user_id: userId(user), name, url, created_at: at, updated_at: at }))))
    .execute()
}

/** Audit events of the last 45 days: sign-ins, and changes to merchants, configs, transactions and users; chained, oldest first, as the server writes them. */
async function seedUserEvents(db: Kysely<Database>, rng: Random, now: Date, users: SeededUser[], merchants: SeededMerchant[]): Promise<void> {
  const touched = await db
    .selectFrom('transaction as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .select(['t.external_id', 'm.name'])
    .where(sql<boolean>`t.id % 97 = 3`)
    .orderBy('t.id')
    .limit(20)
    .execute()
  const actions = ['LOGIN', 'LOGIN', 'LOGIN', 'MERCHANT_CONFIG', 'GW_CONFIG', 'INST_CONFIG', 'UPDATE_TRANSACTION', 'RESET_PASSWORD', 'CREATE', 'UPDATE'] as const
  const events = Array.from({ length: 240 }, () => {
    const user = rng.pick(users)
    const type = rng.pick(actions)
    const merchant = rng.pick(merchants)
    const when = new Date(now.getTime() - rng.int(0, 45) * DAY_MS - rng.int(0, 86_399) * 1000)
    const target = type === 'LOGIN' || type === 'RESET_PASSWORD' ? { target_type: 'user', target_id: user.username } : type === 'UPDATE_TRANSACTION' && touched.length > 0 ? transactionTarget(rng.pick(touched)) : { target_type: 'merchant', target_id: merchant.name }
    return {
      user_id: user.id,
      username: user.username,
      space_id: user.space_id,
      type,
      ...target,
      ip: `192.0.2.${rng.int(1, 254)}`,
      detail: JSON.stringify(type === 'LOGIN' ? { userAgent: 'Mozilla/5.0' } : { before: { status: 'ENABLED' }, after: { status: rng.pick(['ENABLED', 'DISABLED']) } }),
      created_at: when,
    }
  }).sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
  await appendEvents(db, events)
}

function transactionTarget(t: { external_id: string; name: string }) {
  return { target_type: 'transaction', target_id: `${t.name}/${t.external_id}` }
}
