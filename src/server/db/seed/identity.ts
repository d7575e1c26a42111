import { DEMO_PASSWORD, PASSWORD_LIFETIME_DAYS, TOP_OPERATOR_SPACE } from '@domain/constants'
import type { Kysely } from 'kysely'
import { hashPassword } from '../../auth/passwords'
import { addBuiltInRoles, grantRoleByName } from '../../auth/roles'
import type { Database } from '../database'

const DAY = 24 * 3600 * 1000

/** Ids of the seeded records that the rest of the seed links to. */
export interface IdentitySeed {
  spaces: { id: number; name: string }[]
  groups: { id: number; name: string; spaceId: number }[]
}

export const demoPartners = [
  {
    key: 'default',
    name: 'Payments Console',
    host: null,
    settings: {
      partnerAppName: 'Payments Console',
      partnerDefaultCurrency: 'EUR',
      locale: 'en',
      theme: { brand: '#2f5bea', brandContrast: '#ffffff' },
      newLoginLayout: false,
      paywallUrls: { development: 'https://paywall.sandbox.example', production: 'https://paywall.example' },
    },
  },
  {
    key: 'acme',
    name: 'Acme Payments',
    host: 'acme.localhost',
    settings: {
      token: 'ptk_acme_4f9c2d',
      partnerAppName: 'Acme Pay Console',
      partnerDefaultCurrency: 'USD',
      locale: 'en',
      theme: { brand: '#0f766e', brandContrast: '#ffffff' },
      paywallUrls: { development: 'https://pay.sandbox.acme.example', production: 'https://pay.acme.example' },
      paywallSkins: ['default', 'acme-light', 'acme-dark'],
      newLoginLayout: true,
      loginMessage: 'Welcome to Acme Pay',
      loginSubMessage: 'Operate your payments with confidence',
      requestAccountText: 'Need an account?',
      requestAccountContact: 'onboarding@acme.example',
      showPartnerFooter: true,
      navbarTitle: 'Acme Pay',
    },
  },
  {
    key: 'rio',
    name: 'Rio Pagamentos',
    host: 'rio.localhost',
    settings: {
      partnerAppName: 'Rio Console',
      partnerDefaultCurrency: 'BRL',
      locale: 'pt',
      theme: { brand: '#b45309', brandContrast: '#ffffff' },
      paywallUrls: { development: 'https://pagar.sandbox.rio.example', production: 'https://pagar.rio.example' },
      paywallSkins: ['default', 'rio'],
      newLoginLayout: false,
    },
  },
] as const

/** Partners, the top operator space and two partner spaces, groups, roles and demo users. */
export async function seedIdentity(db: Kysely<Database>, now: Date): Promise<IdentitySeed> {
  const created_at = new Date(now.getTime() - 500 * DAY)
  for (const p of demoPartners) {
    await db.insertInto('partner').values({ key: p.key, name: p.name, host: p.host, settings: JSON.stringify(p.settings), created_at }).execute()
  }
  const spaces = await db
    .insertInto('space')
    .values([
      { name: TOP_OPERATOR_SPACE, display_name: 'Platform Operations', partner_key: 'default', is_operator: true, created_at },
      { name: 'acme', display_name: 'Acme Payments', partner_key: 'acme', created_at },
      { name: 'rio', display_name: 'Rio Pagamentos', partner_key: 'rio', created_at },
    ])
    .returning(['id', 'name'])
    .execute()
  const spaceId = (name: string) => spaces.find((s) => s.name === name)!.id
  const groups = await db
    .insertInto('merchant_group')
    .values([
      { space_id: spaceId(TOP_OPERATOR_SPACE), name: 'platform-direct', display_name: 'Direct merchants', created_at },
      { space_id: spaceId('acme'), name: 'acme-retail', display_name: 'Acme Retail', created_at },
      { space_id: spaceId('acme'), name: 'acme-travel', display_name: 'Acme Travel', created_at },
      { space_id: spaceId('rio'), name: 'rio-commerce', display_name: 'Rio Commerce', created_at },
      { space_id: spaceId('rio'), name: 'rio-services', display_name: 'Rio Services', created_at },
    ])
    .returning(['id', 'name', 'space_id'])
    .execute()

  for (const space of spaces) await addBuiltInRoles(db, space.id, created_at)
  return { spaces, groups: groups.map((g) => ({ id: g.id, name: g.name, spaceId: g.space_id })) }
}

/**
 * The four demo users of DESIGN.md, all with the demo password; `operator`, a finance operator of
 * the platform's direct merchants whose larger movements the admin approves; and `newhire`, a support agent
 * who has not signed in yet: created when the password expires, so the console asks for a new
 * password at the first sign-in.
 */
export async function seedDemoUsers(
  db: Kysely<Database>,
  now: Date,
  refs: { supportGroupId: number; merchantId: number; merchantSpaceId: number; supportSpaceId: number },
): Promise<void> {
  const hashed = await hashPassword(DEMO_PASSWORD)
  const platform = await db.selectFrom('space').select('id').where('name', '=', TOP_OPERATOR_SPACE).executeTakeFirstOrThrow()
  // A user of the whole top operator space is a super admin: the operator works for its direct merchants.
  const direct = await db.selectFrom('merchant_group').select('id').where('space_id', '=', platform.id).orderBy('id').executeTakeFirstOrThrow()
  const expires = new Date(now.getTime() + PASSWORD_LIFETIME_DAYS * DAY)
  const created = new Date(now.getTime() - 60 * DAY)
  const users = [
    { username: 'admin', real_name: 'Ada Admin', scope: 'SPACE', space_id: platform.id, group_id: null, merchant_id: null, role: 'ADMIN' },
    { username: 'operator', real_name: 'Otto Operator', scope: 'GROUP', space_id: platform.id, group_id: direct.id, merchant_id: null, role: 'FINANCE' },
    { username: 'analyst', real_name: 'Ana Analyst', scope: 'SPACE', space_id: refs.supportSpaceId, group_id: null, merchant_id: null, role: 'FRAUD_ANALYST' },
    { username: 'support', real_name: 'Sam Support', scope: 'GROUP', space_id: refs.supportSpaceId, group_id: refs.supportGroupId, merchant_id: null, role: 'SUPPORT' },
    { username: 'merchant', real_name: 'Mia Merchant', scope: 'MERCHANT', space_id: refs.merchantSpaceId, group_id: null, merchant_id: refs.merchantId, role: 'MERCHANT' },
    { username: 'newhire', real_name: 'Noa Newhire', scope: 'GROUP', space_id: refs.supportSpaceId, group_id: refs.supportGroupId, merchant_id: null, role: 'SUPPORT', firstLogin: true },
  ] as const
  const firstLoginAt = new Date(now.getTime() - DAY)
  for (const u of users) {
    const firstLogin = 'firstLogin' in u
    const userCreated = firstLogin ? firstLoginAt : created
    const row = await db
      .insertInto('app_user')
      .values({
        username: u.username,
        email: `${u.username}@console.example`,
        real_name: u.real_name,
        password_hash: hashed,
        password_history: JSON.stringify([hashed]),
        password_changed_at: userCreated,
        password_expires_at: firstLogin ? firstLoginAt : expires,
        scope: u.scope,
        space_id: u.space_id,
        group_id: u.group_id,
        merchant_id: u.merchant_id,
        created_at: userCreated,
        updated_at: userCreated,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await grantRoleByName(db, row.id, u.space_id, u.role)
  }
}
