import { calls } from '@domain/calls'
import type { QuicksightReport, Space } from '@domain/entities/mspace'
import type { EntityStatus } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { addBuiltInRoles } from '../../auth/roles'
import { mustBeSpaceWide, visibleSpace } from '../../auth/scope'
import { requireRecentProof } from '../../auth/step-up'
import { bindCall } from '../../calls'
import { auditedWrite, insertRow, registerRecordCalls, sentColumns, updateRow } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError, forbidden, notFound } from '../../errors'
import { stamps } from '../../mappers'
import type { Services } from '../../services'
import { savedDefinition } from '../report/custom-report'
import { defaultSpaceSettings, toSpaceConfig } from './config'
import { sentFilter } from '../../where-sent'
import type { RowOf } from '../../lists'

const count = (table: 'merchant_group' | 'merchant' | 'app_user') => sql<number>`(select count(*) from ${sql.table(table)} x where x.space_id = s.id)`

/** The spaces the principal sees: every one for the super admin, its own for anyone else. */
function spaceRows(db: Kysely<Database>, principal: Principal) {
  const q = db
    .selectFrom('space as s')
    .select(['s.id as rowId', 's.id', 's.name', 's.display_name', 's.partner_key', 's.is_operator', 's.status', 's.created_at'])
    .select([count('merchant_group').as('group_count'), count('merchant').as('merchant_count'), count('app_user').as('user_count')])
  return principal.superAdmin ? q : q.where('s.id', '=', principal.spaceId)
}

type SpaceRow = RowOf<typeof spaceRows>

const toSpace = (row: SpaceRow): Space => ({
  id: Number(row.id),
  name: row.name,
  displayName: row.display_name,
  partnerKey: row.partner_key,
  isOperator: row.is_operator,
  status: row.status as EntityStatus,
  groupCount: Number(row.group_count),
  merchantCount: Number(row.merchant_count),
  userCount: Number(row.user_count),
  created: new Date(row.created_at).toISOString(),
})

/** The space of an id, one the principal sees; 404 otherwise. */
async function spaceOf(db: Kysely<Database>, principal: Principal, id: number) {
  const row = await spaceRows(db, principal).where('s.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('Space')
  return row
}

const configOf = async (trx: Kysely<Database>, space: SpaceRow) =>
  toSpaceConfig(space.name, await trx.selectFrom('space_config').selectAll().where('space_id', '=', space.id).executeTakeFirst(), space.created_at)

/** A space's report definitions: the custom reports screen offers the enabled ones. */
const reportRows = (trx: Kysely<Database>, space: { id: number; name: string }) =>
  trx.selectFrom('quicksight_report_config as q').selectAll('q').select('q.id as rowId').where('q.space_id', '=', space.id)
type ReportRow = RowOf<typeof reportRows>

const toReport = (row: ReportRow, space: { name: string }): QuicksightReport => ({
  id: Number(row.id),
  space: space.name,
  name: row.name,
  description: row.description,
  dashboardId: row.dashboard_id,
  region: row.region,
  status: row.status as EntityStatus,
  sortOrder: row.sort_order,
  definition: savedDefinition(row.definition),
  ...stamps(row),
})

/** The space of a name the principal sees, with the principal: the parent of its report configs. */
const reportSpace = async (db: Kysely<Database>, principal: Principal, name: string) => {
  const space = await visibleSpace(db, principal, name)
  if (!space) throw notFound('Space')
  return { ...space, principal }
}

/** A setting as JSON with its keys in one order: the database keeps them in its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  )

/** Spaces (tenants), their settings and their custom report definitions. */
export async function registerMspaceRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerSpaceCalls(app, services)
  registerSpaceConfigCalls(app, services)
  registerReportConfigCalls(app, services)
}

function registerSpaceCalls(app: FastifyInstance, services: Services): void {
  const s = calls.mspace
  registerRecordCalls(app, services, {
    calls: { list: s.list, get: s.get, create: s.create },
    noun: 'Space',
    rows: spaceRows,
    idColumn: 's.id',
    toEntity: toSpace,
    list: {
      sorts: { name: 's.name', created: 's.created_at' },
      defaultSort: 'name',
      filter: sentFilter({ status: 's.status' }, ['s.name', 's.display_name']),
    },
    unique: () => fieldError('name', 'A space with this name already exists', 'taken'),
    // A new tenant is the platform's decision: only the super admin opens one. It starts with
    // the built-in roles and the default settings.
    create: async ({ db: trx, parent: principal, body, now }) => {
      if (!principal.superAdmin) throw forbidden('Only a super admin opens a space')
      if (body.partnerKey && !(await trx.selectFrom('partner').select('key').where('key', '=', body.partnerKey).executeTakeFirst())) {
        throw fieldError('partnerKey', 'No such partner', 'no_such')
      }
      const space = await trx
        .insertInto('space')
        .values({ name: body.name, display_name: body.displayName, partner_key: body.partnerKey ?? null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      await addBuiltInRoles(trx, space.id, now)
      await trx.insertInto('space_config').values({ space_id: space.id, settings: JSON.stringify(defaultSpaceSettings), updated_by: principal.username, updated_at: now }).execute()
      return Number(space.id)
    },
    kind: 'space',
    audit: { targetId: (space) => space.name },
  })
}

/** A space's settings: read, and saved whole by a space-wide user. */
function registerSpaceConfigCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  const s = calls.mspace
  bindCall(app, services, s.getConfig, async ({ params, principal }) => configOf(db, await spaceOf(db, principal, params.id)))

  bindCall(app, services, s.saveConfig, async ({ params, body, principal, request }) => {
    const space = await spaceOf(db, principal, params.id)
    mustBeSpaceWide(principal)
    // Who needs a second person is the space's safeguard: changing it asks the user to prove it is them.
    if (body.approvals && canonical(body.approvals) !== canonical((await configOf(db, space)).approvals)) await requireRecentProof(services, request)
    return auditedWrite(services, { principal, request }, async (trx, now) => {
      const before = await configOf(trx, space)
      const { space: _, updated: __, updatedBy: ___, ...settings } = { ...before, ...body }
      await trx
        .insertInto('space_config')
        .values({ space_id: space.id, settings: JSON.stringify(settings), updated_by: principal.username, updated_at: now })
        .onConflict((oc) => oc.column('space_id').doUpdateSet({ settings: JSON.stringify(settings), updated_by: principal.username, updated_at: now }))
        .execute()
      const after = await configOf(trx, space)
      return { answer: after, event: { type: 'UPDATE', targetType: 'spaceConfig', targetId: space.name, detail: { before, after } } }
    })
  })
}

/** A space's report definitions: the record calls, and the list the custom reports screen reads. */
function registerReportConfigCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  const s = calls.mspace
  registerRecordCalls(app, services, {
    calls: { get: s.getQuicksightReport, create: s.createQuicksightReport, update: s.updateQuicksightReport, remove: s.removeQuicksightReport },
    parent: async ({ principal, params }) => reportSpace(db, principal, (params as { space: string }).space),
    noun: 'Report config',
    table: 'quicksight_report_config',
    rows: reportRows,
    idColumn: 'q.id',
    toEntity: toReport,
    canChange: (_row, space) => mustBeSpaceWide(space.principal),
    unique: () => fieldError('name', 'This space already has a report with this name', 'taken'),
    create: async ({ db: trx, parent: space, body, now }) => {
      mustBeSpaceWide(space.principal)
      return insertRow(trx, 'quicksight_report_config', now, {
        space_id: space.id,
        name: body.name,
        description: body.description ?? '',
        dashboard_id: body.dashboardId,
        region: body.region,
        status: body.status,
        sort_order: body.sortOrder,
        definition: body.definition ? JSON.stringify(body.definition) : null,
      })
    },
    update: async ({ db: trx, body, row, now }) => {
      await updateRow(trx, 'quicksight_report_config', row.rowId, now, {
        ...sentColumns('quicksight_report_config', body, {
          name: 'name',
          description: ['description', (d) => d ?? ''],
          dashboardId: 'dashboard_id',
          region: 'region',
          status: 'status',
          sortOrder: 'sort_order',
          definition: ['definition', (d) => (d ? JSON.stringify(d) : null)],
        }),
      })
      return undefined
    },
    kind: 'quicksightReport',
    audit: { targetId: (report) => `${report.space}/${report.id}` },
  })

  bindCall(app, services, s.quicksightReports, async ({ params, principal }) => {
    const space = await reportSpace(db, principal, params.space)
    const rows = await reportRows(db, space).orderBy('q.sort_order').orderBy('q.name').execute()
    return rows.map((row) => toReport(row, space))
  })
}
