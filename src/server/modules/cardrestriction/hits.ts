import type { CardRestrictionRuleHit, cardRestrictionRuleHitListQuerySchema } from '@domain/entities/cardrestriction'
import type { Page } from '@domain/pagination'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'
import { keysetPage, parseSort } from '../../lists'
import type { RestrictionOfRules } from './queries'

type HitListQuery = z.output<typeof cardRestrictionRuleHitListQuerySchema>

/** By the transaction's time, newest first unless told. */
const sorts = { created: 'h.created_at' }

/**
 * The hits of a rule of the restriction, newest first: the transactions its database trigger
 * recorded while the rule was SHADOW. Only the transactions of merchants the caller sees: a
 * space-wide restriction's hits span merchants a GROUP or MERCHANT user does not.
 */
export async function ruleHitPage(
  db: Kysely<Database>,
  principal: Principal,
  restriction: RestrictionOfRules,
  ruleId: number,
  query: HitListQuery,
): Promise<Page<CardRestrictionRuleHit>> {
  const rule = await db.selectFrom('card_restriction_rule').select('id').where('id', '=', ruleId).where('restriction_id', '=', restriction.id).executeTakeFirst()
  if (!rule) throw notFound('Rule')
  const rows = db
    .selectFrom('card_restriction_rule_hit as h')
    .innerJoin('transaction as t', 't.id', 'h.transaction_id')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .where('h.rule_id', '=', ruleId)
    .where(merchantInScope(principal, 't.merchant_id'))
    .select([
      'h.id as rowId',
      'm.name as merchant',
      't.external_id',
      't.amount',
      't.currency',
      'h.action',
      'h.result',
      'h.status',
      'h.card_scheme',
      'h.card_country',
      'h.created_at',
    ])
  return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort: parseSort(query.sort, sorts), idColumn: 'h.id' }, (row) => ({
    merchantAccount: row.merchant,
    transactionId: row.external_id,
    amount: Number(row.amount),
    currency: row.currency,
    action: row.action as CardRestrictionRuleHit['action'],
    result: row.result as CardRestrictionRuleHit['result'],
    status: row.status as CardRestrictionRuleHit['status'],
    cardScheme: row.card_scheme,
    cardCountry: row.card_country,
    created: new Date(row.created_at).toISOString(),
  }))
}
