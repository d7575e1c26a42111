import { createHash, randomBytes } from 'node:crypto'
import { calls } from '@domain/calls'
import type { MerchantConfiguration } from '@domain/entities/merchant'
import type { FastifyInstance } from 'fastify'
import type { Principal } from '../../auth/principal'
import { canSeeSpace } from '../../auth/scope'
import { bindCall, type SignedInInput } from '../../calls'
import { auditedWrite, insertRow, sentColumns, updateRow } from '../../crud'
import { fieldError, notFound } from '../../errors'
import { bindExportableList } from '../../exports'
import type { Services } from '../../services'
import { registerCallerRoutes } from './callers'
import { registerMerchantConfigRoutes } from './configRoutes'
import { findMerchant, listMerchants, loadMerchant, storedPaywall, withSignedAssets } from './queries'
import { merchantResources } from './resources'
import { registerTagRoutes } from './tags'
import { registerVelocityBlockRoutes } from './velocityBlockRoutes'

/** A group the principal may put a merchant in: its space's groups, or its own group. */
async function visibleGroup(services: Services, principal: Principal, name: string) {
  const group = await services.db.selectFrom('merchant_group').selectAll().where('name', '=', name).executeTakeFirst()
  if (!group || !canSeeSpace(principal, group.space_id)) return null
  if (!principal.superAdmin && principal.scope === 'GROUP' && principal.groupId !== group.id) return null
  if (!principal.superAdmin && principal.scope === 'MERCHANT') return null
  return group
}

/** Merchants: list, create, read, configuration, secret key; callers, tags, resources and velocity blocks. */
export async function registerMerchantRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const m = calls.merchant

  bindExportableList(app, services, { id: 'merchant', call: m.list, page: (s, principal, query) => listMerchants(s.db, principal, query, s.now()) })

  bindCall(app, services, m.create, (input) => createMerchant(services, input))

  bindCall(app, services, m.get, async ({ params, principal }) => {
    const merchant = await loadMerchant(db, principal, params.name, services.now())
    if (!merchant) throw notFound('Merchant')
    return withSignedAssets(services, merchant)
  })

  bindCall(app, services, m.configure, (input) => configureMerchant(services, input))

  bindCall(app, services, m.rotateSecretKey, (input) => rotateSecretKey(services, input))

  bindCall(app, services, m.resources, async ({ params, principal }) => {
    const merchant = await findMerchant(db, principal, params.name)
    if (!merchant) throw notFound('Merchant')
    return merchantResources(db, merchant)
  })

  registerCallerRoutes(app, services)
  registerTagRoutes(app, services)
  registerVelocityBlockRoutes(app, services)
  await registerMerchantConfigRoutes(app, services)
}

/** A new merchant in a group the caller sees, answered 201 as the caller now sees it. */
async function createMerchant(services: Services, { body, principal, request, reply }: SignedInInput<typeof calls.merchant.create>) {
  const { db } = services
  const group = await visibleGroup(services, principal, body.group)
  if (!group) throw fieldError('group', 'No such merchant group', 'no_such')
  const taken = await db.selectFrom('merchant').select('id').where('name', '=', body.name).executeTakeFirst()
  if (taken) throw fieldError('name', 'A merchant with this name already exists', 'taken')
  const created = await auditedWrite(services, { principal, request }, async (trx, now) => {
    await insertRow(trx, 'merchant', now, {
      name: body.name,
      display_name: body.displayName,
      space_id: group.space_id,
      group_id: group.id,
      business_type: body.businessType,
      default_currency: body.defaultCurrency,
      timezone: body.timezone,
      configuration: JSON.stringify({}),
      secret_key_hash: null,
      secret_key_rotated_at: null,
    })
    // The group is the caller's to see, so the new merchant is in its scope.
    const after = await loadMerchant(trx, principal, body.name, now)
    if (!after) throw notFound('Merchant')
    return { answer: after, event: { type: 'CREATE', targetType: 'merchant', targetId: body.name, detail: { before: null, after } } }
  })
  reply.code(201)
  return created
}

/**
 * A merchant's own fields and its configuration, each part merged over what it was; the email
 * templates it names must be a collection of its space or a system one.
 */
async function configureMerchant(services: Services, { params, body, principal, request }: SignedInInput<typeof calls.merchant.configure>) {
  const { db } = services
  const before = await loadMerchant(db, principal, params.name, services.now())
  if (!before) throw notFound('Merchant')
  const changes = body.configuration ?? {}
  const collection = changes.email?.templateCollection
  if (collection) {
    // The merchant's messages use one of its space's collections, or a system one.
    const found = await db
      .selectFrom('email_template_collection as c')
      .select('c.id')
      .where('c.name', '=', collection)
      .where((eb) => eb.or([eb('c.is_system', '=', true), eb('c.space_id', '=', eb.selectFrom('merchant').select('space_id').where('id', '=', before.id))]))
      .executeTakeFirst()
    if (!found) throw fieldError('configuration.email.templateCollection', 'No template collection of this name in the merchant\'s space')
  }
  const configuration: MerchantConfiguration = {
    settings: { ...before.configuration.settings, ...changes.settings },
    paywall: storedPaywall(services, before.name, { ...before.configuration.paywall, ...changes.paywall }),
    email: { ...before.configuration.email, ...changes.email },
    fraud: { ...before.configuration.fraud, ...changes.fraud },
  }
  const updated = await auditedWrite(services, { principal, request }, async (trx, now) => {
    await updateRow(trx, 'merchant', before.id, now, {
      ...sentColumns('merchant', body, {
        displayName: 'display_name',
        status: 'status',
        businessType: 'business_type',
        defaultCurrency: 'default_currency',
        timezone: 'timezone',
      }),
      configuration: JSON.stringify(configuration),
    })
    const after = (await loadMerchant(trx, principal, params.name, now))!
    return { answer: after, event: { type: 'MERCHANT_CONFIG', targetType: 'merchant', targetId: before.name, detail: { before, after } } }
  })
  return withSignedAssets(services, updated)
}

/** A new secret key, answered this once; only its hash is kept. */
async function rotateSecretKey(services: Services, { params, principal, request }: SignedInInput<typeof calls.merchant.rotateSecretKey>) {
  const { db } = services
  const before = await loadMerchant(db, principal, params.name, services.now())
  if (!before) throw notFound('Merchant')
  const secretKey = `sk_${randomBytes(32).toString('base64url')}`
  return auditedWrite(services, { principal, request }, async (trx, now) => {
    await updateRow(trx, 'merchant', before.id, now, { secret_key_hash: createHash('sha256').update(secretKey).digest('hex'), secret_key_rotated_at: now })
    // The key is answered this once and never written anywhere: the audit keeps only when it changed.
    const after = (await loadMerchant(trx, principal, params.name, now))!
    return {
      answer: { secretKey, rotatedAt: now.toISOString() },
      event: { type: 'MERCHANT_CONFIG', targetType: 'merchant', targetId: before.name, detail: { before, after }, final: true },
    }
  })
}
