import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { recordEvent } from '../../audit'
import { bindCall } from '../../calls'
import { fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import { findOwnSavedSearch, listSavedSearches, nameTaken, toSavedSearch } from './queries'

const duplicateName = () => fieldError('name', 'You already have a saved search with this name')

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/** Saved searches: each user's own named views; another user's is not found. Every write is audited. */
export async function registerSavedSearchRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services

  bindCall(app, services, calls.savedsearch.list, async ({ query, principal }) => listSavedSearches(db, principal.userId, query))

  bindCall(app, services, calls.savedsearch.create, async ({ body, principal, request, reply }) => {
    if (await nameTaken(db, principal.userId, body.name)) throw duplicateName()
    const now = services.now()
    try {
      const saved = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('saved_search')
          .values({ user_id: principal.userId, name: body.name, url: body.url, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = toSavedSearch(row)
        await recordEvent(trx, { principal, type: 'CREATE', targetType: 'savedsearch', targetId: row.id, detail: { after }, ip: request.ip })
        return after
      })
      reply.code(201)
      return saved
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName()
      throw error
    }
  })

  bindCall(app, services, calls.savedsearch.update, async ({ params, body, principal, request }) => {
    const current = await findOwnSavedSearch(db, principal.userId, params.id)
    if (!current) throw notFound('Saved search')
    if (body.name !== undefined && (await nameTaken(db, principal.userId, body.name, current.id))) throw duplicateName()
    try {
      return await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('saved_search')
          .set({ ...(body.name !== undefined ? { name: body.name } : {}), ...(body.url !== undefined ? { url: body.url } : {}), updated_at: services.now() })
          .where('id', '=', current.id)
          .where('user_id', '=', principal.userId)
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = toSavedSearch(row)
        await recordEvent(trx, { principal, type: 'UPDATE', targetType: 'savedsearch', targetId: row.id, detail: { before: toSavedSearch(current), after }, ip: request.ip })
        return after
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName()
      throw error
    }
  })

  bindCall(app, services, calls.savedsearch.remove, async ({ params, principal, request }) => {
    const current = await findOwnSavedSearch(db, principal.userId, params.id)
    if (!current) throw notFound('Saved search')
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('saved_search').where('id', '=', current.id).where('user_id', '=', principal.userId).execute()
      await recordEvent(trx, { principal, type: 'DELETE', targetType: 'savedsearch', targetId: current.id, detail: { before: toSavedSearch(current) }, ip: request.ip })
    })
    return { ok: true }
  })
}
