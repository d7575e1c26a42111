import { calls } from '@domain/calls'
import { type HiveSetting, hiveSettingSchema } from '@domain/entities/hive'
import type { Environment } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { bindCall } from '../../calls'
import { auditedWrite, insertRow, registerRecordCalls, updateRow } from '../../crud'
import type { Database } from '../../db/database'
import { conflict } from '../../errors'
import { containsPattern } from '../../lists'
import { recordFields } from '../../record-fields'
import type { Services } from '../../services'
import { whereSent } from '../../where-sent'

const h = calls.hive

/** The two hives: the same calls under their own paths, each audited under its own record kind. */
const hives = [
  { hive: 'GATEWAY', list: h.gatewayHive, save: h.saveGatewayHive, remove: h.removeGatewayHive, kind: 'gatewayHive', noun: 'Gateway hive setting' },
  { hive: 'MIDAS', list: h.midasHive, save: h.saveMidasHive, remove: h.removeMidasHive, kind: 'midasHive', noun: 'Midas hive setting' },
] as const

type Hive = (typeof hives)[number]

/** A setting's fields: its description is kept as an empty text when there is none. */
const settingFields = recordFields(hiveSettingSchema, 'hive_setting as s', {}, (f) => ({
  description: f.column('description', { read: (text) => text || null, write: (text: string | null) => text ?? '' }),
  ...f.stamps,
}))

/** The settings of one hive. */
const settingRows = (db: Kysely<Database>, hive: Hive['hive']) => settingFields.query(db).where('s.hive', '=', hive)

/** How the audit log names a setting: a key is a setting in one environment. */
const targetIdOf = (setting: Pick<HiveSetting, 'environment' | 'component' | 'key'>) => `${setting.environment}/${setting.component}/${setting.key}`

/** A keyed call's setting: its component and key in the path, its environment beside them; none for the list. */
interface SettingParent {
  component?: string
  environment?: Environment
}

/**
 * The gateway hive and the midas hive: the platform's runtime settings by component, key and
 * environment, each value checked against its type by the call's schema. Platform-wide: the
 * permission is the whole rule. A save creates the key or replaces its value, audited as the
 * creation or the change it is.
 */
export async function registerHiveRoutes(app: FastifyInstance, services: Services): Promise<void> {
  for (const hive of hives) registerHive(app, services, hive)
}

function registerHive(app: FastifyInstance, services: Services, { hive, list, save, remove, kind, noun }: Hive): void {
  const settings = registerRecordCalls(app, services, {
    calls: { list, remove },
    fields: settingFields,
    parent: async ({ params, query }): Promise<SettingParent> => {
      const { component } = params as { component?: string }
      return component === undefined ? {} : { component, environment: (query as { environment: Environment }).environment }
    },
    key: (params) => params.key,
    noun,
    rows: (trx, { component, environment }) => whereSent(settingRows(trx, hive), { component, environment }, { component: 's.component', environment: 's.environment' }),
    keyColumn: 's.key',
    list: {
      sorts: { component: 's.component', key: 's.key', updated: 's.updated_at' },
      defaultSort: 'component',
      filter: (rows, query) => {
        const sent = whereSent(rows, query, { component: 's.component', key: 's.key', environment: 's.environment', type: 's.type' })
        return query.q ? sent.where('s.key', 'ilike', containsPattern(query.q)) : sent
      },
    },
    kind,
    audit: { targetId: targetIdOf },
  })

  bindCall(app, services, save, async (input) => {
    const { body, principal } = input
    const saved = await auditedWrite(
      services,
      input,
      async (trx, now) => {
        const rows = settingFields.rows(settingRows(trx, hive))
        const existing = await rows.where('s.component', '=', body.component).where('s.key', '=', body.key).where('s.environment', '=', body.environment).forUpdate().executeTakeFirst()
        const values = { ...settingFields.values(body), updated_by: principal.username }
        if (existing) await updateRow(trx, 'hive_setting', existing.rowId, now, values)
        const id = existing?.rowId ?? (await insertRow(trx, 'hive_setting', now, { ...values, hive }))
        const after = settingFields.entity(await rows.where('s.id', '=', id).executeTakeFirstOrThrow(), now)
        const before = existing ? settingFields.entity(existing, now) : null
        return {
          answer: { after, created: !before },
          event: settings.event({}, before ? 'update' : 'create', { before, after }),
        }
      },
      () => conflict('This key was saved by someone else at the same moment: load it again and retry'),
    )
    input.reply.code(saved.created ? 201 : 200)
    return saved.after
  })
}
