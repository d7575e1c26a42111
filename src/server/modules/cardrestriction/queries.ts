import { type CardRestriction, type cardRestrictionListQuerySchema, cardRestrictionRuleSchema, cardRestrictionSchema } from '@domain/entities/cardrestriction'
import { messages } from '@domain/entities/common'
import { cardSchemes, type RuleOperator, type RuleScope } from '@domain/enums'
import type { Page } from '@domain/pagination'
import { allCountries } from '@domain/reference/countries'
import { type Kysely, sql } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { canSeeSpace, merchantIdsInScope, spaceInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { badRequest, fieldError, forbidden, notFound } from '../../errors'
import { keysetPage, parseSort, type RowOf } from '../../lists'
import { sentFilter } from '../../where-sent'
import { recordFields } from '../../record-fields'

export type CardRestrictionListQuery = z.output<typeof cardRestrictionListQuerySchema>

/** The space of a restriction's path or input, with the caller whose scope its restrictions are read in. */
export interface RestrictionSpace {
  id: number
  name: string
  principal: Principal
}

/** A restriction as the parent of its rules. */
export interface RestrictionOfRules {
  id: number
  space: string
  name: string
  changeable: boolean
}

/**
 * Which restrictions a caller sees: its space's (SPACE); for GROUP and MERCHANT scope, those of
 * its space that apply to one of its merchants, the space-wide ones (no merchants) included.
 */
function restrictionVisible(db: Kysely<Database>, principal: Principal) {
  const inSpace = spaceInScope(principal, 'r.space_id')
  if (principal.superAdmin || principal.scope === 'SPACE') return inSpace
  return sql<boolean>`${inSpace} and (
    not exists (select 1 from merchant_card_restriction l where l.restriction_id = r.id)
    or exists (select 1 from merchant_card_restriction l where l.restriction_id = r.id and l.merchant_id in (${merchantIdsInScope(db, principal)}))
  )`
}

/** A rule's fields: `ruleId` is its id; the others are its columns of their own names. */
export const ruleFields = recordFields(cardRestrictionRuleSchema, 'card_restriction_rule as rr', {}, (f) => ({ ruleId: f.column('id'), ...f.stamps }))

/** A restriction's fields: its space's name, the names of the merchants it lists and its rules in the order they apply. */
export const restrictionFields = recordFields(cardRestrictionSchema, 'card_restriction as r', { s: 'space' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  merchantAccounts: f.select(
    (eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('merchant_card_restriction as l')
          .innerJoin('merchant as m', 'm.id', 'l.merchant_id')
          .select('m.name')
          .whereRef('l.restriction_id', '=', 'r.id')
          .orderBy('m.name'),
      ),
    (merchants) => merchants.map((m) => m.name),
  ),
  rules: f.records(ruleFields, (rules) => rules.whereRef('rr.restriction_id', '=', 'r.id').orderBy('rr.priority').orderBy('rr.id')),
  ...f.stamps,
}))

/**
 * The restrictions the caller sees with their space (aliased `s`), and how many of the merchants
 * each lists it does not see (then it may not change it).
 */
export function visibleRestrictions(db: Kysely<Database>, principal: Principal) {
  return restrictionFields
    .query(db)
    .innerJoin('space as s', 's.id', 'r.space_id')
    .where(restrictionVisible(db, principal))
    .select((eb) =>
      eb
        .selectFrom('merchant_card_restriction as l')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('l.restriction_id', '=', 'r.id')
        .where('l.merchant_id', 'not in', merchantIdsInScope(db, principal))
        .as('unseenMerchants'),
    )
}

/** The restrictions the caller sees, with every field (the id as `rowId`). */
export const restrictionRows = (db: Kysely<Database>, principal: Principal) => restrictionFields.rows(visibleRestrictions(db, principal))

export type RestrictionRow = RowOf<typeof restrictionRows>

const sorts = { created: 'r.created_at', updated: 'r.updated_at', name: 'r.name' }

/** The restrictions the caller sees, cut by the list's filters, as summaries. */
export function cardRestrictionPage(db: Kysely<Database>, principal: Principal, query: CardRestrictionListQuery, now: Date): Promise<Page<Omit<CardRestriction, 'rules'> & { ruleCount: number }>> {
  let q = sentFilter({ space: 's.name', status: 'r.status' }, ['r.name', 'r.description'])(restrictionRows(db, principal), query)
  // The merchant's own restrictions and the space-wide ones of its space.
  if (query.merchantName) {
    q = q.where(sql<boolean>`exists (
      select 1 from merchant m
      where m.name = ${query.merchantName} and m.space_id = r.space_id and m.id in (${merchantIdsInScope(db, principal)})
        and (
          not exists (select 1 from merchant_card_restriction l where l.restriction_id = r.id)
          or exists (select 1 from merchant_card_restriction l where l.restriction_id = r.id and l.merchant_id = m.id)
        )
    )`)
  }
  const sort = parseSort(query.sort, sorts)
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'r.id' }, (row) => {
    const { rules, ...summary } = restrictionFields.entity(row, now)
    return { ...summary, ruleCount: rules.length }
  })
}

/** The space a path or an input names, when the caller sees it; otherwise 404. */
export async function restrictionSpace(db: Kysely<Database>, principal: Principal, name: string, what: string): Promise<RestrictionSpace> {
  const row = await db.selectFrom('space').select(['id', 'name']).where('name', '=', name).executeTakeFirst()
  if (!row || !canSeeSpace(principal, Number(row.id))) throw notFound(what)
  return { id: Number(row.id), name: row.name, principal }
}

/**
 * A GROUP or MERCHANT user changes only restrictions that name merchants, all of them its
 * own: a space-wide one covers merchants it does not see.
 */
export function isChangeable(row: RestrictionRow, principal: Principal): boolean {
  if (principal.superAdmin || principal.scope === 'SPACE') return true
  return row.merchantAccounts.length > 0 && Number(row.unseenMerchants) === 0
}

export function assertChangeable(changeable: boolean): void {
  if (!changeable) throw forbidden('Only a user of the whole space may change a restriction that covers merchants outside your scope')
}

/** The restriction of a rule's path (space and name), when the caller sees it; otherwise 404. */
export async function restrictionOfPath(db: Kysely<Database>, principal: Principal, space: string, name: string): Promise<RestrictionOfRules> {
  const row = await restrictionRows(db, principal).where('s.name', '=', space).where('r.name', '=', name).executeTakeFirst()
  if (!row) throw notFound('Card restriction')
  return { id: row.rowId, space: row.space, name: row.name, changeable: isChangeable(row, principal) }
}

/**
 * The ids of the merchants a restriction names: merchants of its space that the caller sees.
 * A GROUP or MERCHANT user names at least one.
 */
export async function restrictionMerchantIds(db: Kysely<Database>, space: RestrictionSpace, names: string[]): Promise<number[]> {
  const { principal } = space
  if (names.length === 0) {
    if (principal.superAdmin || principal.scope === 'SPACE') return []
    throw fieldError('merchantAccounts', 'Choose the merchants the restriction is for')
  }
  const found = await db
    .selectFrom('merchant')
    .select(['id', 'name'])
    .where('space_id', '=', space.id)
    .where('id', 'in', merchantIdsInScope(db, principal))
    .where('name', 'in', names)
    .execute()
  const ids = new Map(found.map((m) => [m.name, Number(m.id)]))
  const missing = names.findIndex((name) => !ids.has(name))
  if (missing >= 0) throw fieldError(`merchantAccounts.${missing}`, 'No such merchant in this space')
  return [...new Set(names.map((name) => ids.get(name)!))]
}

const countryCodes = new Set(allCountries.map((c) => c.code))
const schemes = new Set<string>(cardSchemes)

/** IN and NOT_IN need values; each is an ISO 3166 country (COUNTRY) or a card scheme (SCHEMA). */
export function checkRule(rule: { scope: RuleScope; operator: RuleOperator; values: string[] }): void {
  if ((rule.operator === 'IN' || rule.operator === 'NOT_IN') && rule.values.length === 0) throw fieldError('values', messages.required)
  const known = rule.scope === 'COUNTRY' ? countryCodes : schemes
  const message = rule.scope === 'COUNTRY' ? 'Not an ISO 3166 country code' : 'Not a card scheme'
  const errors = rule.values.flatMap((value, i) => (known.has(value) ? [] : [{ field: `values.${i}`, message }]))
  if (errors.length > 0) throw badRequest(message, errors)
}
