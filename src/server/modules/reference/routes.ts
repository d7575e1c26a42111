import { calls } from '@domain/calls'
import { type GatewayDetail, globalInstrumentSchema } from '@domain/entities/reference'
import { permissionGroups, permissions } from '@domain/permissions'
import {
  allCountries,
  allCurrencies,
  countries,
  currencies,
  findGateway,
  gatewayCatalogue,
  paymentMethods,
  paymentTypes,
} from '@domain/reference'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Kysely, Selectable } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantIdsInScope } from '../../auth/scope'
import { bindCall } from '../../calls'
import type { Database } from '../../db/database'
import type { GatewayTable } from '../../db/tables/merchantSetup'
import { recordFields } from '../../record-fields'
import type { Services } from '../../services'

/** Lists that change only with a release: the client may keep them for the session. */
function cacheForSession<T>(reply: FastifyReply, value: T): T {
  reply.header('cache-control', 'private, max-age=3600')
  return value
}

const permissionCatalogue = {
  permissions: [...permissions],
  groups: Object.entries(permissionGroups()).map(([group, list]) => ({ group, permissions: list })),
}

/**
 * A gateway as the catalogue describes it, or, for a gateway row the catalogue does not know,
 * as its row says.
 */
function gatewayDetail(row: Selectable<GatewayTable> | undefined, id: string): GatewayDetail {
  const known = findGateway(id)
  const enabled = row?.status === 'ACTIVE'
  if (known) return { ...known, enabled }
  return {
    id,
    name: row?.name ?? id,
    description: row?.name ?? id,
    paymentTypes: row?.payment_types ?? [],
    paymentMethods: [],
    currencies: row?.currencies ?? [],
    countries: row?.countries ?? [],
    credentialFields: (row?.credential_fields ?? []).map((f) => ({ name: f.name, label: f.name, secret: f.secret })),
    enabled,
    features: { partialCapture: false, partialRefund: true, threeDs: false, payouts: false, recurring: false, settlementFiles: false },
  }
}

async function gatewayRows(db: Kysely<Database>) {
  return db.selectFrom('gateway').selectAll().orderBy('code').execute()
}

/** Credentials the caller may see: a SPACE user its space's, others their merchants'. */
function credentialsInScope(db: Kysely<Database>, principal: Principal) {
  const q = db
    .selectFrom('gateway_credential as gc')
    .innerJoin('space as s', 's.id', 'gc.space_id')
    .leftJoin('merchant as m', 'm.id', 'gc.merchant_id')
    .select(['gc.id', 'gc.name', 'gc.gateway', 'gc.environment', 'gc.status', 's.name as space', 'm.name as merchantAccount'])
  if (principal.superAdmin) return q
  if (principal.scope === 'SPACE') return q.where('gc.space_id', '=', principal.spaceId)
  return q.where('gc.merchant_id', 'in', merchantIdsInScope(db, principal))
}

/** A merchant's instrument config as the pick lists show it: its merchant's name (`m`) and its instrument's payment type and method (`i`). */
const instrumentFields = recordFields(globalInstrumentSchema, 'merchant_instrument_config as ic', { m: 'merchant', i: 'instrument' }, (f) => ({
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  paymentType: f.select((eb) => eb.ref('i.payment_type')),
  paymentMethod: f.select((eb) => eb.ref('i.payment_method')),
}))

/** The `resource/*` calls: reference data for every screen, and the global pick lists. */
export async function registerReferenceRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const r = calls.reference

  bindCall(app, services, r.permissions, async ({ reply }) => cacheForSession(reply, permissionCatalogue))
  bindCall(app, services, r.countries, async ({ reply }) => cacheForSession(reply, countries))
  bindCall(app, services, r.allCountries, async ({ reply }) => cacheForSession(reply, allCountries))
  bindCall(app, services, r.currencies, async ({ reply }) => cacheForSession(reply, currencies))
  bindCall(app, services, r.allCurrencies, async ({ reply }) => cacheForSession(reply, allCurrencies))
  bindCall(app, services, r.paymentTypes, async ({ reply }) => cacheForSession(reply, paymentTypes))
  bindCall(app, services, r.paymentMethods, async ({ reply }) => cacheForSession(reply, paymentMethods))

  bindCall(app, services, r.gatewayDetails, async () => {
    const rows = await gatewayRows(db)
    return rows.filter((row) => row.status === 'ACTIVE').map((row) => gatewayDetail(row, row.code))
  })

  bindCall(app, services, r.globalGatewayDetails, async () => {
    const rows = new Map((await gatewayRows(db)).map((row) => [row.code, row]))
    const ids = [...new Set([...gatewayCatalogue.map((g) => g.id), ...rows.keys()])].sort()
    return ids.map((id) => gatewayDetail(rows.get(id), id))
  })

  bindCall(app, services, r.resultCodes, async () => {
    const rows = await db
      .selectFrom('result_code')
      .select(['code', 'result', 'category', 'message', 'retryable'])
      .orderBy('code')
      .execute()
    return rows.map((row) => ({ ...row, result: row.result as 'APPROVED' | 'DECLINED' | 'ERROR' | 'PENDING' }))
  })

  bindCall(app, services, r.globalGatewayCredentials, async ({ principal, query }) => {
    let q = credentialsInScope(db, principal)
    if (query.space) q = q.where('s.name', '=', query.space)
    if (query.merchantName) q = q.where('m.name', '=', query.merchantName)
    return q.orderBy('gc.gateway').orderBy('gc.name').execute()
  })

  bindCall(app, services, r.globalInstruments, async ({ principal, query }) => {
    let q = instrumentFields
      .query(db)
      .innerJoin('merchant as m', 'm.id', 'ic.merchant_id')
      .innerJoin('space as s', 's.id', 'm.space_id')
      .innerJoin('instrument as i', 'i.code', 'ic.instrument')
      .where('ic.merchant_id', 'in', merchantIdsInScope(db, principal))
    if (query.space) q = q.where('s.name', '=', query.space)
    if (query.merchantName) q = q.where('m.name', '=', query.merchantName)
    const rows = await instrumentFields.rows(q).orderBy('m.name').orderBy('ic.priority').orderBy('ic.id').execute()
    return rows.map((row) => instrumentFields.entity(row, services.now()))
  })
}
