import { calls } from '@domain/calls'
import { TOP_OPERATOR_SPACE } from '@domain/constants'
import { isDangerousCommand, type SystemCommandResult } from '@domain/entities/system'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { bindCall } from '../../calls'
import { auditedWrite } from '../../crud'
import type { SystemCommandRun } from '../../db/tables/admin'
import { ApiError, conflict, fieldError, forbidden } from '../../errors'
import type { Services } from '../../services'
import { type CommandDefinition, systemCommands } from './commands'

const toResult = (row: SystemCommandRun): SystemCommandResult => ({
  id: Number(row.id),
  command: row.command,
  params: row.params,
  state: row.state as SystemCommandResult['state'],
  progress: row.progress,
  output: row.output,
  startedBy: row.started_by,
  startedAt: new Date(row.started_at).toISOString(),
  finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
})

/** Checks a run's params against the command's: required ones present, each matching its pattern, no others. */
function checkParams(command: CommandDefinition, params: Record<string, string>): void {
  for (const name of Object.keys(params)) {
    if (!command.params.some((p) => p.name === name)) throw fieldError(`params.${name}`, 'Unknown parameter')
  }
  for (const p of command.params) {
    const value = params[p.name]
    if (p.required && !value) throw fieldError(`params.${p.name}`, 'This field is required')
    if (value && p.pattern && !new RegExp(p.pattern).test(value)) throw fieldError(`params.${p.name}`, 'Invalid format')
  }
}

/**
 * The ids of the authorized console users SYSTEM_COMMAND_USERS names, found once at start: a
 * user id as given, or a user name or (as earlier installs named them, which the log then says)
 * an email of a user of the top operator space, where no tenant's admin can add a user by that
 * name. A user made or renamed later is not one of them until the next start.
 */
async function authorizedUserIds(app: FastifyInstance, services: Services): Promise<ReadonlySet<number>> {
  const ids = new Set<number>()
  for (const name of services.config.systemCommandUsers) {
    const byId = /^\d{1,15}$/.test(name)
    const byEmail = name.includes('@')
    let users = services.db.selectFrom('app_user as u').innerJoin('space as s', 's.id', 'u.space_id').select(['u.id', 'u.username'])
    if (byId) users = users.where('u.id', '=', Number(name))
    else users = users.where('s.name', '=', TOP_OPERATOR_SPACE).where(byEmail ? sql`lower(u.email)` : sql.ref('u.username'), '=', byEmail ? name.toLowerCase() : name)
    const user = await users.executeTakeFirst()
    if (!user) {
      app.log.info({ name }, 'SYSTEM_COMMAND_USERS: no user by this id, nor a platform user by this name or email; nobody runs system commands under it')
      continue
    }
    ids.add(Number(user.id))
    if (byEmail) {
      app.log.warn(
        { email: name, userId: Number(user.id), username: user.username },
        'SYSTEM_COMMAND_USERS names a user by email, which users change themselves: taken as this user until the next start; name it by user name or id instead',
      )
    }
  }
  return ids
}

/**
 * System commands: listed only to, and run only by, the authorized console users (by identity);
 * each run is a row (one under way per command) and an audit event with its input and output.
 */
export async function registerSystemCommandRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  // A run the server stopped in the middle of (a restart) will not finish: it is marked failed.
  await db
    .updateTable('system_command_run')
    .set({ state: 'FAILED', output: 'Stopped: the server restarted while it ran', finished_at: services.now() })
    .where('state', '=', 'PROCESSING')
    .execute()

  const authorized = await authorizedUserIds(app, services)
  const isAuthorized = (principal: Principal) => authorized.has(principal.userId)

  async function lastRuns() {
    const rows = await db
      .selectFrom('system_command_run as r')
      .selectAll()
      .where('r.id', 'in', db.selectFrom('system_command_run').select((eb) => eb.fn.max('id').as('id')).groupBy('command'))
      .execute()
    return new Map(rows.map((row) => [row.command, toResult(row)]))
  }

  bindCall(app, services, calls.system.systemCommands, async ({ principal }) => {
    if (!isAuthorized(principal)) return []
    const runs = await lastRuns()
    return systemCommands.map(({ run: _, ...command }) => ({ ...command, dangerous: isDangerousCommand(command.name), lastRun: runs.get(command.name) ?? null }))
  })

  bindCall(app, services, calls.system.runSystemCommand, async ({ body, principal, request }) => {
    if (!isAuthorized(principal)) throw forbidden('Only the authorized console users run system commands')
    const command = systemCommands.find((c) => c.name === body.command)
    if (!command) throw fieldError('command', 'No such command', 'no_such')
    checkParams(command, body.params)

    const started = await db
      .insertInto('system_command_run')
      .values({ command: command.name, params: JSON.stringify(body.params), started_by: principal.username, started_at: services.now() })
      .onConflict((oc) => oc.column('command').where('state', '=', 'PROCESSING').doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!started) throw conflict(`${command.name} is already running; wait for it to finish`)

    // The run's end and its audit row are one write: a run never ends unaudited.
    const finish = (state: 'COMPLETED' | 'FAILED', output: string) =>
      auditedWrite(services, { principal, request }, async (trx, now) => {
        const row = await trx
          .updateTable('system_command_run')
          .set({ state, output, progress: state === 'COMPLETED' ? 100 : undefined, finished_at: now })
          .where('id', '=', started.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        const detail = { input: body.params, output, outcome: state === 'COMPLETED' ? 'SUCCESS' : 'FAILURE', run: Number(started.id) }
        return { answer: toResult(row), event: { type: 'SYSTEM_COMMAND', targetType: 'systemCommand', targetId: command.name, detail } }
      })
    const progress = async (percent: number) => {
      await db.updateTable('system_command_run').set({ progress: Math.min(99, Math.max(0, percent)) }).where('id', '=', started.id).execute()
    }
    const work = command.run({ services, principal, request, params: body.params, progress }).then(
      (output) => finish('COMPLETED', output),
      (error: unknown) => finish('FAILED', error instanceof ApiError || error instanceof Error ? error.message : String(error)),
    )
    // A long command answers at once with its run under way; the list shows its progress.
    if (command.long) {
      work.catch((error: unknown) => request.log.error({ err: error }, 'system command failed to record its end'))
      return toResult(started)
    }
    return work
  })
}
