import { randomBytes } from 'node:crypto'
import { calls } from '@domain/calls'
import { TOP_OPERATOR_SPACE } from '@domain/constants'
import { type AdminUser, adminUserSchema } from '@domain/entities/muser'
import type { Scope } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { keptPasswords, passwordColumns } from '../../auth/passwords'
import { mustOutrank, userInScope } from '../../auth/scope'
import { avatarUrl, usersWithPlacement } from '../../auth/user-record'
import { bindCall } from '../../calls'
import { auditedWrite, type Change, insertRow, registerRecordCalls, sentColumns, updateRow, type Write } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError, forbidden } from '../../errors'
import { sendPasswordLink } from '../../mail/password-link'
import type { Services } from '../../services'
import { readUploadedImage } from '../../uploads'
import { sentFilter } from '../../where-sent'
import { saveFile } from '../../storage/files'
import { askEmailChange, mustBeFreeEmail } from '../auth/email-change'
import { unknowablePasswordHash } from './invite'
import { grantableRoles, placeUser } from './placement'
import { registerUserEventRoutes } from './events'
import { registerUserSessionCalls } from './sessions'
import type { RowOf } from '../../lists'
import { isoTime } from '../../mappers'
import { type RowOfFields, recordFields } from '../../record-fields'
import type { z } from 'zod'

/**
 * A user's fields: the names of its space, group and merchant (`s`, `g`, `m`), its roles by name,
 * its avatar as a signed URL, and its last sign-in. An INVITED user has no password yet, so none expires.
 */
function userFields(services: Services) {
  return recordFields(adminUserSchema, 'app_user as u', { s: 'space', g: 'merchant_group', m: 'merchant' }, (f) => ({
    space: f.select((eb) => eb.ref('s.name')),
    group: f.select((eb) => eb.ref('g.name')),
    merchant: f.select((eb) => eb.ref('m.name')),
    roles: f.select(
      () => sql<string[]>`coalesce((select json_agg(r.name order by r.name) from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json)`,
    ),
    enabledTwoFA: f.column('totp_enabled'),
    avatar: f.select(
      (eb) => eb.ref('u.avatar_url'),
      (stored) => avatarUrl(services, stored),
    ),
    passwordExpiration: f.select(() => sql<Date | null>`case when u.status = 'INVITED' then null else u.password_expires_at end`, isoTime),
    lockedUntil: f.time('locked_until'),
    lastLoginAt: f.select(() => sql<Date | null>`(select max(e.created_at) from user_event e where e.user_id = u.id and e.type = 'LOGIN')`, isoTime),
    created: f.time('created_at'),
  }))
}

/** The users the principal manages (see userInScope), with their space, group and merchant, and what their writes read. */
function userRows(db: Kysely<Database>, principal: Principal) {
  return usersWithPlacement(db).select(['u.space_id', 'u.password_hash', 'u.password_history']).where(userInScope(principal, 'u'))
}

type UserRow = RowOfFields<ReturnType<typeof userFields>> & RowOf<typeof userRows>

const isSuperAdmin = (row: UserRow) => row.scope === 'SPACE' && row.space === TOP_OPERATOR_SPACE
/** The user of a row, as the no-takeover-upward rule reads it. */
const userOf = (row: UserRow) => ({ id: row.rowId, scope: row.scope as Scope, spaceName: row.space })
/** The user of a row as the emails sent to it read it. */
const mailedUserOf = (row: UserRow) => ({ id: row.rowId, username: row.username, email: row.email, real_name: row.realName, locale: row.locale, space_id: row.space_id })

/** Only a super admin changes a super admin; and nobody disables or demotes themselves by mistake. */
function mustMayChange(principal: Principal, row: UserRow): void {
  if (isSuperAdmin(row) && !principal.superAdmin) throw forbidden('Only a super admin may change a super admin')
}

type CreateBody = z.output<typeof calls.muser.create.body>
type UpdateBody = z.output<typeof calls.muser.update.body>

/** A new user's username or email already taken, as the field error of the form. */
async function mustBeFree(trx: Kysely<Database>, values: { username: string; email: string }) {
  const taken = await trx.selectFrom('app_user').select('id').where('username', '=', values.username).executeTakeFirst()
  if (taken) throw fieldError('username', 'This username is taken', 'taken')
  await mustBeFreeEmail(trx, values.email)
}

/** A new user placed where the principal may put one, with roles it may grant: invited by email unless given a password. */
async function createUser(services: Services, { db: trx, principal, body, now }: Write<Principal, CreateBody>): Promise<number> {
  const space = await trx.selectFrom('space').select('id').where('name', '=', body.space).executeTakeFirst()
  if (!space) throw fieldError('space', 'No such space', 'no_such')
  const placement = await placeUser(trx, principal, { scope: body.scope, spaceId: Number(space.id), group: body.group, merchant: body.merchant })
  const roles = await grantableRoles(trx, principal, placement.spaceId, body.roles, 'roles')
  await mustBeFree(trx, body)
  // A password the admin gives expires at once: the user chooses their own at the first sign-in.
  const password = body.password
    ? await passwordColumns(body.password, [], now, now)
    : { password_hash: await unknowablePasswordHash(), password_history: JSON.stringify([]), password_changed_at: now, password_expires_at: now }
  const id = await insertRow(trx, 'app_user', now, {
    username: body.username,
    email: body.email,
    real_name: body.realName,
    ...password,
    status: body.password ? 'ACTIVE' : 'INVITED',
    scope: placement.scope,
    space_id: placement.spaceId,
    group_id: placement.groupId,
    merchant_id: placement.merchantId,
    locale: body.locale,
    timezone: body.timezone,
  })
  if (roles.length > 0) await trx.insertInto('user_role').values(roles.map((r) => ({ user_id: id, role_id: r.id }))).execute()
  if (!body.password) {
    const invited = { id, username: body.username, email: body.email, real_name: body.realName, locale: body.locale, space_id: placement.spaceId }
    await sendPasswordLink(services, trx, invited, 'invite')
  }
  return id
}

/** A user's names, language, placement and, through a confirmation, email. */
async function updateUser(services: Services, { db: trx, principal, body, row, now }: Change<Principal, UpdateBody, UserRow, AdminUser>): Promise<undefined> {
  const moves = body.scope !== undefined || body.group !== undefined || body.merchant !== undefined
  const placement = moves
    ? await placeUser(trx, principal, {
        scope: body.scope ?? (row.scope as Scope),
        spaceId: row.space_id,
        group: body.group === undefined ? row.group : body.group,
        merchant: body.merchant === undefined ? row.merchant : body.merchant,
      })
    : undefined
  await updateRow(trx, 'app_user', row.rowId, now, {
    ...sentColumns('app_user', body, { realName: 'real_name', locale: 'locale', timezone: 'timezone' }),
    ...(placement ? { scope: placement.scope, group_id: placement.groupId, merchant_id: placement.merchantId } : {}),
  })
  if (body.email !== undefined) {
    // The user's new name and language, if this same write changes them, are the ones the emails use.
    const mailed = { ...mailedUserOf(row), real_name: body.realName ?? row.realName, locale: body.locale ?? row.locale }
    if (body.email.toLowerCase() !== row.email.toLowerCase()) await mustOutrank(trx, principal, userOf(row))
    await askEmailChange(services, trx, principal, { ...mailed, pending_email: row.pendingEmail }, body.email)
  }
  return undefined
}

/** Admin users (muser): create (with an invitation), read, edit, status, password, roles, avatar, sign-ins. Every write is audited. */
export async function registerMuserRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const fields = userFields(services)
  const user = registerUserCalls(app, services, fields)
  registerUserActions(services, user)
  registerAvatarUpload(app, services, fields, user)
  registerUserSessionCalls(app, services, { load: user.load, mayChange: mustMayChange })
  registerUserEventRoutes(app, services)
}

type UserFields = ReturnType<typeof userFields>

/** The user record's list, get, create and update calls. */
function registerUserCalls(app: FastifyInstance, services: Services, fields: UserFields) {
  const u = calls.muser
  return registerRecordCalls(app, services, {
    calls: { list: u.list, get: u.get, create: u.create, update: u.update },
    fields,
    key: (params) => params.user,
    noun: 'User',
    rows: userRows,
    keyColumn: 'u.username',
    list: {
      sorts: { created: 'u.created_at', username: 'u.username', realName: 'u.real_name' },
      filter: (rows, query) => {
        const q = sentFilter({ space: 's.name', group: 'g.name', merchant: 'm.name', scope: 'u.scope', status: 'u.status' }, ['u.username', 'u.real_name', 'u.email'])(rows, query)
        const role = query.role
        if (!role) return q
        return q.where((eb) => eb.exists(eb.selectFrom('user_role as ur').innerJoin('role as r', 'r.id', 'ur.role_id').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id').where('r.name', '=', role)))
      },
    },
    canChange: (row, principal) => mustMayChange(principal, row),
    unique: () => fieldError('username', 'A user with this username or email already exists', 'taken'),
    create: (write) => createUser(services, write),
    update: (write) => updateUser(services, write),
    kind: 'user',
    audit: { targetId: (entity) => entity.username },
  })
}

/** A user's status, password and roles. */
function registerUserActions(services: Services, user: ReturnType<typeof registerUserCalls>): void {
  const u = calls.muser
  user.action({
    call: u.setStatus,
    run: async ({ db: trx, principal, body, row, now }) => {
      if (body.status === 'LOCKED') throw fieldError('status', 'Sign-in failures lock a user; an admin unlocks (ACTIVE) or disables')
      if (body.status === 'INVITED') throw fieldError('status', 'A user is invited by creating it without a password')
      if (row.rowId === principal.userId) throw forbidden('You cannot change your own status')
      // Unlocking clears the failures; disabling ends every sign-in at once. Enabling a user who
      // never chose a password leaves them invited.
      const status = body.status === 'ACTIVE' && row.password_history.length === 0 ? 'INVITED' : body.status
      await updateRow(trx, 'app_user', row.rowId, now, { status, failed_logins: 0, locked_until: null })
      if (body.status === 'DISABLED') {
        await trx.updateTable('refresh_token').set({ revoked_at: now }).where('user_id', '=', row.rowId).where('revoked_at', 'is', null).execute()
      }
    },
  })

  user.action({
    call: u.setPassword,
    type: 'RESET_PASSWORD',
    run: async ({ db: trx, principal, body, row, now }) => {
      await mustOutrank(trx, principal, userOf(row))
      if (!body.password) {
        await sendPasswordLink(services, trx, mailedUserOf(row), 'reset')
        return { resetLinkSent: true }
      }
      // Set by an admin, so expired at once: the user must choose a new one at the next sign-in.
      const columns = await passwordColumns(body.password, keptPasswords(row.password_hash, row.password_history), now, now)
      await updateRow(trx, 'app_user', row.rowId, now, { ...columns, ...(row.status === 'INVITED' ? { status: 'ACTIVE' } : {}) })
      await trx.updateTable('refresh_token').set({ revoked_at: now }).where('user_id', '=', row.rowId).where('revoked_at', 'is', null).execute()
      return { resetLinkSent: false }
    },
    detail: (before, after, ran) => ({ before, after, ...(ran as object) }),
  })

  user.action({
    call: u.addRole,
    run: async ({ db: trx, principal, body, row }) => {
      const [role] = await grantableRoles(trx, principal, row.space_id, [body.role], 'role')
      await trx.insertInto('user_role').values({ user_id: row.rowId, role_id: role!.id }).onConflict((oc) => oc.doNothing()).execute()
    },
  })

  user.action({
    call: u.removeRole,
    run: async ({ db: trx, principal, body, row }) => {
      if (!row.roles.includes(body.role)) throw fieldError('role', 'The user does not hold this role')
      const [role] = await grantableRoles(trx, principal, row.space_id, [body.role], 'role')
      await trx.deleteFrom('user_role').where('user_id', '=', row.rowId).where('role_id', '=', role!.id).execute()
    },
  })
}

/** A user's avatar, uploaded by an admin who may change the user. */
function registerAvatarUpload(app: FastifyInstance, services: Services, fields: UserFields, user: ReturnType<typeof registerUserCalls>): void {
  bindCall(app, services, calls.muser.uploadAvatar, async ({ params, principal, request }) => {
    const row = await user.load(principal, params.user)
    mustMayChange(principal, row)
    const { data, extension } = await readUploadedImage(request)
    const key = `avatars/${row.rowId}/${randomBytes(12).toString('hex')}.${extension}`
    await saveFile(services, key, data)
    await auditedWrite(services, { principal, request }, async (trx, now) => {
      await updateRow(trx, 'app_user', row.rowId, now, { avatar_url: key })
      const before = fields.entity(row, now)
      const after = fields.entity(await fields.rows(userRows(trx, principal)).where('u.id', '=', row.rowId).executeTakeFirstOrThrow(), now)
      return { answer: null, event: { type: 'AVATAR_UPDATE', targetType: 'user', targetId: row.username, detail: { before, after } } }
    })
    return { avatar: avatarUrl(services, key)! }
  })
}
