import { calls } from '@domain/calls'
import { roleSchema } from '@domain/entities/mrole'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { mustBeSpaceWide, mustHoldAll, spaceInScope, visibleSpace } from '../../auth/scope'
import { bindCall } from '../../calls'
import { registerRecordCalls } from '../../crud'
import type { Database } from '../../db/database'
import { conflict, fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import { sentFilter } from '../../where-sent'
import { recordFields } from '../../record-fields'

/** A role's fields: its space's name (`s`), how many users hold it, and its description (an empty text for none). */
export const roleFields = recordFields(roleSchema, 'role as r', { s: 'space' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  description: f.column('description', { read: (text) => text, write: (text: string | null) => text ?? '' }),
  userCount: f.select(() => sql<number>`(select count(*) from user_role ur where ur.role_id = r.id)`),
  created: f.time('created_at'),
}))

/** The roles the principal sees (its space's, every space's for the super admin), with their space (`s`). */
export function roleRows(db: Kysely<Database>, principal: Principal) {
  return roleFields.query(db).innerJoin('space as s', 's.id', 'r.space_id').where(spaceInScope(principal, 'r.space_id'))
}

/** A role's parent: who asks, and the space the path names (none for the list, which filters by query). */
interface RoleParent {
  principal: Principal
  space: { id: number; name: string } | null
}

/** Roles: permission sets of one space. Nobody grants, through a role, a permission they do not hold. */
export async function registerMroleRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const { list, get, create, update, remove } = calls.mrole

  registerRecordCalls(app, services, {
    calls: { list, get, create, update, remove },
    fields: roleFields,
    parent: async ({ principal, params }): Promise<RoleParent> => {
      const name = (params as { space?: string }).space
      if (name === undefined) return { principal, space: null }
      const space = await visibleSpace(db, principal, name)
      if (!space) throw notFound('Role')
      return { principal, space }
    },
    parentOfCreate: async ({ principal, body }) => {
      const space = await visibleSpace(db, principal, body.space)
      if (!space) throw fieldError('space', 'No such space', 'no_such')
      return { principal, space }
    },
    key: (params) => params.name,
    noun: 'Role',
    rows: (trx, parent) => (parent.space ? roleRows(trx, parent.principal).where('r.space_id', '=', parent.space.id) : roleRows(trx, parent.principal)),
    keyColumn: 'r.name',
    list: {
      sorts: { name: 'r.name', created: 'r.created_at' },
      defaultSort: 'name',
      filter: (rows, query) => {
        const q = sentFilter({ space: 's.name' }, ['r.name'])(rows, query)
        return query.permission ? q.where(sql<boolean>`r.permissions @> ${JSON.stringify([query.permission])}::jsonb`) : q
      },
    },
    canChange: (row, parent) => {
      mustBeSpaceWide(parent.principal)
      mustHoldAll(parent.principal, row.permissions, 'permissions')
    },
    unique: () => fieldError('name', 'This space already has a role with this name', 'taken'),
    create: async ({ db: trx, parent, body, now }) => {
      mustBeSpaceWide(parent.principal)
      mustHoldAll(parent.principal, body.permissions, 'permissions')
      const row = await trx
        .insertInto('role')
        .values({ ...roleFields.values(body), space_id: parent.space!.id, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(row.id)
    },
    update: async ({ db: trx, parent, body, row }) => {
      if (body.permissions) mustHoldAll(parent.principal, body.permissions, 'permissions')
      const set = roleFields.values(body)
      if (Object.keys(set).length > 0) await trx.updateTable('role').set(set).where('id', '=', row.rowId).execute()
      return undefined
    },
    remove: async ({ row }) => {
      const holders = row.userCount
      if (holders > 0) throw conflict(`${holders} user${holders > 1 ? 's hold' : ' holds'} this role; take it from them first`)
    },
    kind: 'role',
    audit: { targetId: (role) => `${role.space}/${role.name}` },
  })

  bindCall(app, services, calls.mspace.roles, async ({ params, principal }) => {
    const space = await visibleSpace(db, principal, params.space)
    if (!space) throw notFound('Space')
    const rows = await roleFields.rows(roleRows(db, principal)).where('r.space_id', '=', space.id).orderBy('r.name').execute()
    return rows.map((row) => roleFields.entity(row, services.now()))
  })
}
