import { calls } from '@domain/calls'
import type { SavedSearch } from '@domain/entities/savedsearch'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, type SignedIn, signedInForFile, testAppForFile } from './helpers'

const saved = calls.savedsearch
const t = testAppForFile({ transactions: 200 })
const { analyst, admin } = signedInForFile(t, ['analyst', 'admin'])

async function create(who: SignedIn, name: string, url = '/cardBins?scheme=VISA') {
  const res = await callApi(t.app, saved.create, { token: who.token, body: { name, url } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body as SavedSearch
}

async function listOf(who: SignedIn, query: Record<string, string | number> = {}) {
  const res = await callApi(t.app, saved.list, { token: who.token, query: { limit: 500, ...query } })
  expect(res.status).toBe(200)
  return res.body as { items: SavedSearch[]; nextCursor: string | null }
}

describe('savedsearch', () => {
  it('analyst POST savedsearch with a name and a console link: 201, stored, audited as CREATE', async () => {
    const body = await create(analyst, 'Visa BINs', '/cardBins?scheme=VISA')
    expect(body).toMatchObject({ name: 'Visa BINs', url: '/cardBins?scheme=VISA' })
    expect(body.id).toBeGreaterThan(0)
    const [event] = await eventsOf(t.services, 'CREATE', 'analyst')
    expect(event).toMatchObject({ target_type: 'savedSearch', target_id: String(body.id) })
    expect(JSON.stringify(event?.detail)).toContain('Visa BINs')
  })

  it('analyst GET savedsearch lists only their own saved searches', async () => {
    await create(admin, 'Admin only view', '/cardBlacklist')
    const mine = await listOf(analyst)
    expect(mine.items.map((s) => s.name)).toContain('Visa BINs')
    expect(mine.items.map((s) => s.name)).not.toContain('Admin only view')
    const theirs = (await listOf(admin)).items.map((s) => s.name)
    expect(theirs).toContain('Admin only view')
    expect(theirs).not.toContain('Visa BINs')
  })

  it('analyst POST savedsearch with a name they already use: 400 with a name field error; another user may use it', async () => {
    const res = await callApi(t.app, saved.create, { token: analyst.token, body: { name: 'Visa BINs', url: '/cardBins' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', errors: [{ field: 'name' }] })
    await create(admin, 'Visa BINs')
  })

  it('analyst POST savedsearch with an empty name or a link outside the console: 400 per field', async () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', 'cardBins', '/with space']) {
      const res = await callApi(t.app, saved.create, { token: analyst.token, body: { name: 'Bad link', url } })
      expect(res.status, url).toBe(400)
      expect((res.body as { errors: { field: string }[] }).errors.map((e) => e.field), url).toEqual(['url'])
    }
    const res = await callApi(t.app, saved.create, { token: analyst.token, body: { name: '  ', url: '/cardBins' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errors: [{ field: 'name', message: 'This field is required' }] })
  })

  it('analyst PUT savedsearch/{id} renames their own: 200, audited as UPDATE with before and after', async () => {
    const view = await create(analyst, 'To rename')
    const res = await callApi(t.app, saved.update, { token: analyst.token, params: { id: view.id }, body: { name: 'Renamed', url: '/cardBins?scheme=MASTERCARD' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: view.id, name: 'Renamed', url: '/cardBins?scheme=MASTERCARD' })
    const [event] = await eventsOf(t.services, 'UPDATE', 'analyst')
    expect(event).toMatchObject({ target_type: 'savedSearch', target_id: String(view.id) })
    expect(event?.detail).toMatchObject({ before: { name: 'To rename' }, after: { name: 'Renamed' } })
  })

  it('analyst PUT savedsearch/{id} to a name they already use: 400 on name', async () => {
    const view = await create(analyst, 'Second view')
    const res = await callApi(t.app, saved.update, { token: analyst.token, params: { id: view.id }, body: { name: 'Visa BINs' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errors: [{ field: 'name' }] })
  })

  it("admin PUT and DELETE savedsearch/{id} of the analyst's saved search: 404, and it is unchanged", async () => {
    const view = await create(analyst, 'Private view')
    const put = await callApi(t.app, saved.update, { token: admin.token, params: { id: view.id }, body: { name: 'Taken over' } })
    expect(put.status).toBe(404)
    const del = await callApi(t.app, saved.remove, { token: admin.token, params: { id: view.id } })
    expect(del.status).toBe(404)
    expect((await listOf(analyst)).items.find((s) => s.id === view.id)?.name).toBe('Private view')
  })

  it('analyst DELETE savedsearch/{id} of their own: 200 and audited; a second delete is 404', async () => {
    const view = await create(analyst, 'Short lived')
    const res = await callApi(t.app, saved.remove, { token: analyst.token, params: { id: view.id } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
    const [event] = await eventsOf(t.services, 'DELETE', 'analyst')
    expect(event).toMatchObject({ target_type: 'savedSearch', target_id: String(view.id) })
    expect((await callApi(t.app, saved.remove, { token: analyst.token, params: { id: view.id } })).status).toBe(404)
  })

  it('analyst DELETE savedsearch/{id} with an id that is not a number: 400', async () => {
    const res = await callApi(t.app, saved.remove, { token: analyst.token, params: { id: 'abc' } })
    expect(res.status).toBe(400)
  })

  it('analyst GET savedsearch sorted by name, two at a time: the pages join into the whole list, none repeated', async () => {
    const all = (await listOf(analyst, { sort: 'name' })).items.map((s) => s.name)
    expect(all.length).toBeGreaterThan(2)
    const seen: string[] = []
    let cursor: string | null | undefined
    do {
      const page = await listOf(analyst, { sort: 'name', limit: 2, ...(cursor ? { cursor } : {}) })
      seen.push(...page.items.map((s) => s.name))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual(all)
  })

  it('analyst GET savedsearch with an unknown sort: 400 on sort', async () => {
    const res = await callApi(t.app, saved.list, { token: analyst.token, query: { sort: 'url' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errors: [{ field: 'sort' }] })
  })
})
