import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { auditedWrite, sentColumns } from '../../crud'
import { fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import { findOwnSavedSearch, listSavedSearches, nameTaken, toSavedSearch } from './queries'

const duplicateName = () => fieldError('name', 'You already have a saved search with this name', 'taken')

/** Saved searches: each user's own named views; another user's is not found. Every write is audited. */
export async function registerSavedSearchRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services

  bindCall(app, services, calls.savedsearch.list, async ({ query, principal }) => listSavedSearches(db, principal.userId, query))

  bindCall(app, services, calls.savedsearch.create, async ({ body, principal, request, reply }) => {
    if (await nameTaken(db, principal.userId, body.name)) throw duplicateName()
    const saved = await auditedWrite(
      services,
      { principal, request },
      async (trx, now) => {
        const row = await trx
          .insertInto('saved_search')
          .values({ user_id: principal.userId, name: body.name, url: body.url, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = toSavedSearch(row)
        return { answer: after, event: { type: 'CREATE', targetType: 'savedSearch', targetId: row.id, detail: { before: null, after } } }
      },
      duplicateName,
    )
    reply.code(201)
    return saved
  })

  bindCall(app, services, calls.savedsearch.update, async ({ params, body, principal, request }) => {
    const current = await findOwnSavedSearch(db, principal.userId, params.id)
    if (!current) throw notFound('Saved search')
    if (body.name !== undefined && (await nameTaken(db, principal.userId, body.name, current.id))) throw duplicateName()
    return auditedWrite(
      services,
      { principal, request },
      async (trx, now) => {
        const row = await trx
          .updateTable('saved_search')
          .set({ ...sentColumns('saved_search', body, { name: 'name', url: 'url' }), updated_at: now })
          .where('id', '=', current.id)
          .where('user_id', '=', principal.userId)
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = toSavedSearch(row)
        return { answer: after, event: { type: 'UPDATE', targetType: 'savedSearch', targetId: row.id, detail: { before: toSavedSearch(current), after } } }
      },
      duplicateName,
    )
  })

  bindCall(app, services, calls.savedsearch.remove, async ({ params, principal, request }) => {
    const current = await findOwnSavedSearch(db, principal.userId, params.id)
    if (!current) throw notFound('Saved search')
    await auditedWrite(services, { principal, request }, async (trx) => {
      await trx.deleteFrom('saved_search').where('id', '=', current.id).where('user_id', '=', principal.userId).execute()
      return { answer: null, event: { type: 'DELETE', targetType: 'savedSearch', targetId: current.id, detail: { before: toSavedSearch(current), after: null } } }
    })
    return { ok: true }
  })
}
