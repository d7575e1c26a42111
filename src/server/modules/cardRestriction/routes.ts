import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { registerRecordCalls } from '../../crud'
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
    table: 'card_restriction',
    rows: (db, space) => restrictionRows(db, space.principal).where('r.space_id', '=', space.id),
    keyColumn: 'r.name',
    idColumn: 'r.id',
    toEntity: (row) => toCardRestriction(row),
    insert: async ({ db, parent: space, body }) => {
      await restrictionMerchantIds(db, space, body.merchantAccounts)
      return { space_id: space.id, name: body.name, description: body.description, status: body.status }
    },
    update: async ({ db, parent: space, body }) => {
      if (body.merchantAccounts !== undefined) await restrictionMerchantIds(db, space, body.merchantAccounts)
      return {
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      }
    },
    canChange: (row, space) => assertChangeable(isChangeable(row, space.principal)),
    saved: async ({ db, parent: space, id, body }) => {
      if (body.merchantAccounts === undefined) return
      const merchantIds = await restrictionMerchantIds(db, space, body.merchantAccounts)
      await db.deleteFrom('merchant_card_restriction').where('restriction_id', '=', id).execute()
      if (merchantIds.length > 0) {
        await db
          .insertInto('merchant_card_restriction')
          .values(merchantIds.map((merchantId) => ({ merchant_id: merchantId, restriction_id: id })))
          .execute()
      }
    },
    unique: () => fieldError('name', 'The space already has a restriction with this name'),
    audit: { targetType: 'cardRestriction', targetId: (restriction) => `${restriction.space}/${restriction.name}` },
  })

  registerRecordCalls(app, services, {
    calls: { get: r.getRule, create: r.createRule, update: r.updateRule, remove: r.removeRule },
    parent: ({ params, principal }) => restrictionOfPath(db, principal, params.space, params.name),
    key: (params) => params.ruleId,
    noun: 'Rule',
    table: 'card_restriction_rule',
    rows: (db, restriction) => db.selectFrom('card_restriction_rule as rr').selectAll('rr').select('rr.id as rowId').where('rr.restriction_id', '=', restriction.id),
    keyColumn: 'rr.id',
    idColumn: 'rr.id',
    toEntity: (row) => toRule(row),
    insert: async ({ parent: restriction, body }) => {
      assertChangeable(restriction.changeable)
      checkRule(body)
      return {
        restriction_id: restriction.id,
        scope: body.scope,
        operator: body.operator,
        values: JSON.stringify(body.values),
        action: body.action,
        priority: body.priority,
        status: body.status,
      }
    },
    update: async ({ body, before }) => {
      const next = { scope: body.scope ?? before.scope, operator: body.operator ?? before.operator, values: body.values ?? before.values }
      checkRule(next)
      return {
        scope: next.scope,
        operator: next.operator,
        values: JSON.stringify(next.values),
        ...(body.action !== undefined ? { action: body.action } : {}),
        ...(body.priority !== undefined ? { priority: body.priority } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      }
    },
    canChange: (_, restriction) => assertChangeable(restriction.changeable),
    audit: {
      targetType: 'cardRestrictionRule',
      targetId: (rule) => rule.ruleId,
      context: (_, restriction) => ({ space: restriction.space, restriction: restriction.name }),
    },
  })
}
