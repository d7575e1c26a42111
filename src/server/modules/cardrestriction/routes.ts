import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { bindCall } from '../../calls'
import { insertRow, registerRecordCalls, sentColumns, updateRow, valuesAfter } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError } from '../../errors'
import type { Services } from '../../services'
import {
  assertChangeable,
  cardRestrictionPage,
  checkRule,
  isChangeable,
  restrictionMerchantIds,
  restrictionOfPath,
  restrictionRows,
  restrictionSpace,
  toCardRestriction,
  toRule,
} from './queries'
import { ruleHitPage } from './hits'
import { simulateRule } from './simulation'

/** The merchants a restriction lists, all of them replaced. */
async function linkMerchants(db: Kysely<Database>, restrictionId: number, merchantIds: number[]) {
  await db.deleteFrom('merchant_card_restriction').where('restriction_id', '=', restrictionId).execute()
  if (merchantIds.length === 0) return
  await db
    .insertInto('merchant_card_restriction')
    .values(merchantIds.map((merchantId) => ({ merchant_id: merchantId, restriction_id: restrictionId })))
    .execute()
}

/**
 * Card restrictions of each space: named sets of rules on the card's issuer country or scheme,
 * for the merchants they list (all of the space when none). Writes are audited as CREATE,
 * UPDATE and DELETE with before/after.
 */
export async function registerCardRestrictionRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const r = calls.cardrestriction

  bindCall(app, services, r.list, async ({ query, principal }) => cardRestrictionPage(db, principal, query))

  registerRecordCalls(app, services, {
    calls: { get: r.get, create: r.create, update: r.update, remove: r.remove },
    parent: ({ params, principal }) => restrictionSpace(db, principal, params.space, 'Card restriction'),
    parentOfCreate: ({ body, principal }) => restrictionSpace(db, principal, body.space, 'Space'),
    key: (params) => params.name,
    noun: 'Card restriction',
    rows: (db, space) => restrictionRows(db, space.principal).where('r.space_id', '=', space.id),
    keyColumn: 'r.name',
    idColumn: 'r.id',
    toEntity: (row) => toCardRestriction(row),
    create: async ({ db, parent: space, body, now }) => {
      const merchantIds = await restrictionMerchantIds(db, space, body.merchantAccounts)
      const id = await insertRow(db, 'card_restriction', now, { space_id: space.id, name: body.name, description: body.description, status: body.status })
      await linkMerchants(db, id, merchantIds)
      return id
    },
    update: async ({ db, parent: space, body, row, now }) => {
      await updateRow(db, 'card_restriction', row.rowId, now, sentColumns('card_restriction', body, { description: 'description', status: 'status' }))
      if (body.merchantAccounts !== undefined) await linkMerchants(db, Number(row.rowId), await restrictionMerchantIds(db, space, body.merchantAccounts))
      return undefined
    },
    canChange: (row, space) => assertChangeable(isChangeable(row, space.principal)),
    table: 'card_restriction',
    unique: () => fieldError('name', 'The space already has a restriction with this name'),
    audit: { targetType: 'cardRestriction', targetId: (restriction) => `${restriction.space}/${restriction.name}` },
  })

  bindCall(app, services, r.simulateRule, async ({ params, body, principal }) =>
    simulateRule(db, principal, await restrictionOfPath(db, principal, params.space, params.name), body, services.now()),
  )

  bindCall(app, services, r.ruleHits, async ({ params, query, principal }) =>
    ruleHitPage(db, principal, await restrictionOfPath(db, principal, params.space, params.name), params.ruleId, query),
  )

  registerRecordCalls(app, services, {
    calls: { get: r.getRule, create: r.createRule, update: r.updateRule, remove: r.removeRule },
    parent: ({ params, principal }) => restrictionOfPath(db, principal, params.space, params.name),
    key: (params) => params.ruleId,
    noun: 'Rule',
    table: 'card_restriction_rule',
    rows: (db, restriction) => db.selectFrom('card_restriction_rule as rr').selectAll('rr').select('rr.id as rowId').where('rr.restriction_id', '=', restriction.id),
    idColumn: 'rr.id',
    toEntity: (row) => toRule(row),
    create: async ({ db, parent: restriction, body, now }) => {
      assertChangeable(restriction.changeable)
      checkRule(body)
      return insertRow(db, 'card_restriction_rule', now, {
        restriction_id: restriction.id,
        scope: body.scope,
        operator: body.operator,
        values: JSON.stringify(body.values),
        action: body.action,
        priority: body.priority,
        status: body.status,
      })
    },
    update: async ({ db, body, before, row, now }) => {
      const next = valuesAfter(body, before, ['scope', 'operator', 'values'])
      checkRule(next)
      return updateRow(db, 'card_restriction_rule', row.rowId, now, {
        scope: next.scope,
        operator: next.operator,
        values: JSON.stringify(next.values),
        ...sentColumns('card_restriction_rule', body, { action: 'action', priority: 'priority', status: 'status' }),
      })
    },
    canChange: (_, restriction) => assertChangeable(restriction.changeable),
    audit: {
      targetType: 'cardRestrictionRule',
      targetId: (rule) => rule.ruleId,
      context: (_, restriction) => ({ space: restriction.space, restriction: restriction.name }),
    },
  })
}
