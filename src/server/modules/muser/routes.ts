import { randomBytes } from 'node:crypto'
import { calls } from '@domain/calls'
import { TOP_OPERATOR_SPACE } from '@domain/constants'
import type { AdminUser } from '@domain/entities/muser'
import type { Locale, Scope, UserStatus } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { keptPasswords, passwordColumns } from '../../auth/passwords'
import { mustOutrank, userInScope } from '../../auth/scope'
import { avatarUrl, usersWithPlacement } from '../../auth/user-record'
import { bindCall } from '../../calls'
import { auditedWrite, type Change, callerScope, insertRow, registerRecordCalls, sentColumns, updateRow, type Write } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError, forbidden, notFound } from '../../errors'
import { sendPasswordLink } from '../../mail/password-link'
import type { Services } from '../../services'
import { readUploadedImage } from '../../uploads'
import { sentFilter } from '../../where-sent'
import { saveFile } from '../../storage/files'
import { askEmailChange, mustBeFreeEmail } from '../auth/email-change'
import { unknowablePasswordHash } from './invite'
import { grantableRoles, placeUser } from './placement'
import { registerUserEventRoutes } from './events'
import type { RowOf } from '../../lists'
import { isoTime } from '../../mappers'
import type { z } from 'zod'

/** The users the principal manages (see userInScope), with their space, group, merchant and roles; the id as `rowId`. */
function userRows(db: Kysely<Database>, principal: Principal) {
  return usersWithPlacement(db)
    .select([
      'u.id as rowId',
      'u.id',
      'u.username',
      'u.email',
      'u.pending_email',
      'u.real_name',
      'u.status',
      'u.scope',
      'u.space_id',
      'u.locale',
      'u.timezone',
      'u.avatar_url',
      'u.totp_enabled',
      'u.password_hash',
      'u.password_history',
      'u.password_expires_at',
      'u.locked_until',
      'u.created_at',
      's.name as space_name',
      'g.name as group_name',
      'm.name as merchant_name',
    ])
    .select([
      sql<string[]>`coalesce((select json_agg(r.name order by r.name) from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json)`.as('roles'),
      sql<Date | null>`(select max(e.created_at) from user_event e where e.user_id = u.id and e.type = 'LOGIN')`.as('last_login_at'),
    ])
    .where(userInScope(principal, 'u'))
}

type UserRow = RowOf<typeof userRows>

const isSuperAdmin = (row: UserRow) => row.scope === 'SPACE' && row.space_name === TOP_OPERATOR_SPACE
/** The user of a row, as the no-takeover-upward rule reads it. */
const userOf = (row: UserRow) => ({ id: Number(row.id), scope: row.scope as Scope, spaceName: row.space_name })

/** Only a super admin changes a super admin; and nobody disables or demotes themselves by mistake. */
function mustMayChange(principal: Principal, row: UserRow): void {
  if (isSuperAdmin(row) && !principal.superAdmin) throw forbidden('Only a super admin may change a super admin')
}

type CreateBody = z.output<typeof calls.muser.create.body>
type UpdateBody = z.output<typeof calls.muser.update.body>

/** A user row as the API answers it. */
function toUser(services: Services, row: UserRow): AdminUser {
  return {
    id: Number(row.id),
    username: row.username,
    email: row.email,
    pendingEmail: row.pending_email,
    realName: row.real_name,
    status: row.status as UserStatus,
    scope: row.scope as Scope,
    space: row.space_name,
    group: row.group_name,
    merchant: row.merchant_name,
    roles: row.roles,
    enabledTwoFA: row.totp_enabled,
    locale: row.locale as Locale,
    timezone: row.timezone,
    avatar: avatarUrl(services, row.avatar_url),
    passwordExpiration: row.status === 'INVITED' ? null : isoTime(row.password_expires_at),
    lockedUntil: row.locked_until ? isoTime(row.locked_until) : null,
    lastLoginAt: row.last_login_at ? isoTime(row.last_login_at) : null,
    created: isoTime(row.created_at),
  }
}

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
        spaceId: Number(row.space_id),
        group: body.group === undefined ? row.group_name : body.group,
        merchant: body.merchant === undefined ? row.merchant_name : body.merchant,
      })
    : undefined
  await updateRow(trx, 'app_user', row.rowId, now, {
    ...sentColumns('app_user', body, { realName: 'real_name', locale: 'locale', timezone: 'timezone' }),
    ...(placement ? { scope: placement.scope, group_id: placement.groupId, merchant_id: placement.merchantId } : {}),
  })
  if (body.email !== undefined) {
    // The user's new name and language, if this same write changes them, are the ones the emails use.
    const mailed = { id: Number(row.id), email: row.email, real_name: body.realName ?? row.real_name, locale: body.locale ?? row.locale, space_id: Number(row.space_id) }
    if (body.email.toLowerCase() !== row.email.toLowerCase()) await mustOutrank(trx, principal, userOf(row))
    await askEmailChange(services, trx, principal, { ...mailed, pending_email: row.pending_email }, body.email)
  }
  return undefined
}

/** Admin users (muser): create (with an invitation), read, edit, status, password, roles, avatar. Every write is audited. */
export async function registerMuserRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerUserActions(services, registerUserCalls(app, services))
  registerAvatarUpload(app, services)
  registerUserEventRoutes(app, services)
}

/** The user record's list, get, create and update calls. */
function registerUserCalls(app: FastifyInstance, services: Services) {
  const u = calls.muser
  return registerRecordCalls(app, services, {
    calls: { list: u.list, get: u.get, create: u.create, update: u.update },
    parent: callerScope,
    key: (params) => params.user,
    noun: 'User',
    rows: userRows,
    keyColumn: 'u.username',
    idColumn: 'u.id',
    toEntity: (row) => toUser(services, row),
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
    audit: { targetType: 'user', targetId: (entity) => entity.username },
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
      if (Number(row.id) === principal.userId) throw forbidden('You cannot change your own status')
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
        await sendPasswordLink(services, trx, { ...row, id: Number(row.id), space_id: Number(row.space_id) }, 'reset')
        return { resetLinkSent: true }
      }
      // Set by an admin, so expired at once: the user must choose a new one at the next sign-in.
      const columns = await passwordColumns(body.password, keptPasswords(row.password_hash, row.password_history), now, now)
      await updateRow(trx, 'app_user', row.rowId, now, { ...columns, ...(row.status === 'INVITED' ? { status: 'ACTIVE' } : {}) })
      await trx.updateTable('refresh_token').set({ revoked_at: now }).where('user_id', '=', row.rowId).where('revoked_at', 'is', null).execute()
      return { resetLinkSent: false }
    },
    detail: (before, after, ran) => ({ before: { passwordExpiration: before.passwordExpiration }, after: { passwordExpiration: after.passwordExpiration }, ...(ran as object) }),
  })

  user.action({
    call: u.addRole,
    run: async ({ db: trx, principal, body, row }) => {
      const [role] = await grantableRoles(trx, principal, Number(row.space_id), [body.role], 'role')
      await trx.insertInto('user_role').values({ user_id: row.rowId, role_id: role!.id }).onConflict((oc) => oc.doNothing()).execute()
    },
  })

  user.action({
    call: u.removeRole,
    run: async ({ db: trx, principal, body, row }) => {
      if (!row.roles.includes(body.role)) throw fieldError('role', 'The user does not hold this role')
      const [role] = await grantableRoles(trx, principal, Number(row.space_id), [body.role], 'role')
      await trx.deleteFrom('user_role').where('user_id', '=', row.rowId).where('role_id', '=', role!.id).execute()
    },
  })
}

/** A user's avatar, uploaded by an admin who may change the user. */
function registerAvatarUpload(app: FastifyInstance, services: Services): void {
  const { db } = services
  const u = calls.muser
  bindCall(app, services, u.uploadAvatar, async ({ params, principal, request }) => {
    const row = await userRows(db, principal).where('u.username', '=', params.user).executeTakeFirst()
    if (!row) throw notFound('User')
    mustMayChange(principal, row)
    const { data, extension } = await readUploadedImage(request)
    const key = `avatars/${row.id}/${randomBytes(12).toString('hex')}.${extension}`
    await saveFile(services, key, data)
    await auditedWrite(services, { principal, request }, async (trx, now) => {
      await updateRow(trx, 'app_user', row.rowId, now, { avatar_url: key })
      return { answer: null, event: { type: 'AVATAR_UPDATE', targetType: 'user', targetId: row.username, detail: { before: { avatar: row.avatar_url }, after: { avatar: key } } } }
    })
    return { avatar: avatarUrl(services, key)! }
  })
}
