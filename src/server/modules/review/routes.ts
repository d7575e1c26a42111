import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import type { Services } from '../../services'
import { loadCase, readCase } from './case'
import { claimCase, releaseCase, takeNext } from './claims'
import { decideCase } from './decision'
import { reviewEventHub, streamEvents } from './events'
import { addNote } from './notes'
import { caseCounts, casePage } from './queries'
import { sendToReview } from './send'
import { analystStatsOf, feedbackOf } from './stats'

const r = calls.review

/** The review queue: cases, their claims, decisions and notes, payments sent to review, live events and how rules' cases were decided. */
export async function registerReviewRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const hub = reviewEventHub(services, app.log)
  // Open streams would hold the server's close: they end first.
  app.addHook('preClose', async () => hub.close())

  bindCall(app, services, r.list, async ({ query, principal }) => casePage(db, principal, query, services.now()))
  bindCall(app, services, r.counts, async ({ principal }) => caseCounts(db, principal, services.now()))
  bindCall(app, services, r.events, async ({ request, reply, principal }) => streamEvents(services, hub, request, reply, principal))
  bindCall(app, services, r.feedback, async ({ query, principal }) => feedbackOf(db, principal, query, services.now()))
  bindCall(app, services, r.analystStats, async ({ principal }) => analystStatsOf(db, principal, services.now()))

  bindCall(app, services, r.get, async ({ params, principal }) => readCase(db, principal, params.id, services.now()))

  bindCall(app, services, r.send, async ({ body, principal, request }) => sendToReview(services, { principal, request }, body))

  bindCall(app, services, r.next, async ({ body, principal, request }) => ({ case: await takeNext(services, { principal, request }, body) }))

  bindCall(app, services, r.claim, async ({ params, principal, request }) => {
    await claimCase(services, { principal, request }, params.id)
    return loadCase(db, principal, params.id, services.now())
  })

  bindCall(app, services, r.release, async ({ params, principal, request }) => {
    await releaseCase(services, { principal, request }, params.id)
    return loadCase(db, principal, params.id, services.now())
  })

  bindCall(app, services, r.decide, async ({ params, body, principal, request }) => {
    await decideCase(services, { principal, request }, params.id, body)
    return loadCase(db, principal, params.id, services.now())
  })

  bindCall(app, services, r.note, async ({ params, body, principal, request }) => addNote(services, { principal, request }, params.id, body.text))
}
