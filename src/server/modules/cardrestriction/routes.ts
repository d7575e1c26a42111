import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { bindCall } from '../../calls'
import { insertRow, registerRecordCalls, updateRow, valuesAfter } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError } from '../../errors'
import type { Services } from '../../services'
import {
  assertChangeable,
  cardRestrictionPage,
  checkRule,
  isChangeable,
  restrictionMerchantIds,
  restrictionFields,
  restrictionOfPath,
  restrictionSpace,
  ruleFields,
  visibleRestrictions,
} from './queries'
import { ruleHitPage } from './hits'
import { simulateRule } from './simulation'

const r = calls.cardrestriction

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
  bindCall(app, services, r.list, async ({ query, principal }) => cardRestrictionPage(db, principal, query, services.now()))
  registerRestrictionCalls(app, services)
  registerRuleCalls(app, services)
  bindCall(app, services, r.simulateRule, async ({ params, body, principal }) =>
    simulateRule(db, principal, await restrictionOfPath(db, principal, params.space, params.name), body, services.now()),
  )
  bindCall(app, services, r.ruleHits, async ({ params, query, principal }) =>
    ruleHitPage(db, principal, await restrictionOfPath(db, principal, params.space, params.name), params.ruleId, query),
  )
}

/** A restriction of the space its path names (its create's body, for a new one), with the merchants it lists. */
function registerRestrictionCalls(app: FastifyInstance, services: Services) {
  const { db } = services
  registerRecordCalls(app, services, {
    calls: { get: r.get, create: r.create, update: r.update, remove: r.remove },
    fields: restrictionFields,
    parent: ({ params, principal }) => restrictionSpace(db, principal, params.space, 'Card restriction'),
    parentOfCreate: ({ body, principal }) => restrictionSpace(db, principal, body.space, 'Space'),
    key: (params) => params.name,
    noun: 'Card restriction',
    rows: (db, space) => visibleRestrictions(db, space.principal).where('r.space_id', '=', space.id),
    keyColumn: 'r.name',
    create: async ({ db, parent: space, body, now }) => {
      const merchantIds = await restrictionMerchantIds(db, space, body.merchantAccounts)
      const id = await insertRow(db, 'card_restriction', now, { ...restrictionFields.values(body), space_id: space.id })
      await linkMerchants(db, id, merchantIds)
      return id
    },
    update: async ({ db, parent: space, body, row, now }) => {
      await updateRow(db, 'card_restriction', row.rowId, now, restrictionFields.values(body))
      if (body.merchantAccounts !== undefined) await linkMerchants(db, row.rowId, await restrictionMerchantIds(db, space, body.merchantAccounts))
      return undefined
    },
    canChange: (row, space) => assertChangeable(isChangeable(row, space.principal)),
    unique: () => fieldError('name', 'The space already has a restriction with this name'),
    kind: 'cardRestriction',
    audit: { targetId: (restriction) => `${restriction.space}/${restriction.name}` },
  })
}

/** A rule of the restriction its path names; its country or scheme values are checked against the scope it has after the write. */
function registerRuleCalls(app: FastifyInstance, services: Services) {
  const { db } = services
  registerRecordCalls(app, services, {
    calls: { get: r.getRule, create: r.createRule, update: r.updateRule, remove: r.removeRule },
    fields: ruleFields,
    parent: ({ params, principal }) => restrictionOfPath(db, principal, params.space, params.name),
    key: (params) => params.ruleId,
    noun: 'Rule',
    rows: (db, restriction) => ruleFields.query(db).where('rr.restriction_id', '=', restriction.id),
    create: async ({ db, parent: restriction, body, now }) => {
      assertChangeable(restriction.changeable)
      checkRule(body)
      return insertRow(db, 'card_restriction_rule', now, { ...ruleFields.values(body), restriction_id: restriction.id })
    },
    update: async ({ db, body, before, row, now }) => {
      checkRule(valuesAfter(body, before, ['scope', 'operator', 'values']))
      return updateRow(db, 'card_restriction_rule', row.rowId, now, ruleFields.values(body))
    },
    canChange: (_, restriction) => assertChangeable(restriction.changeable),
    kind: 'cardRestrictionRule',
    audit: {
      targetId: (rule) => rule.ruleId,
      context: (_, restriction) => ({ space: restriction.space, restriction: restriction.name }),
    },
  })
}
