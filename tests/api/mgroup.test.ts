import { API_PREFIX } from '@domain/call'
import { calls } from '@domain/calls'
import type { MerchantGroup } from '@domain/entities/mgroup'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, multipartFile, newUsersForFile, request, signedInForFile, testAppForFile } from './helpers'

const g = calls.mgroup
const t = testAppForFile({ transactions: 50 })
const { admin, support } = signedInForFile(t, ['admin', 'support'])
const { groupAdmin } = newUsersForFile(t, {
  groupAdmin: { username: 'retail-admin', space: 'acme', scope: 'GROUP', groupName: 'acme-retail', role: 'ADMIN' },
})

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

describe('GET mgroup', () => {
  it('admin lists every group page by page; support (GROUP acme-retail) sees only acme-retail', async () => {
    const first = await callApi(t.app, g.list, { token: admin.token, query: { limit: 2, sort: 'name' } })
    expect(first.status).toBe(200)
    expect(first.body.items).toHaveLength(2)
    const rest = await callApi(t.app, g.list, { token: admin.token, query: { limit: 100, sort: 'name', cursor: first.body.nextCursor } })
    const names = [...first.body.items, ...rest.body.items].map((x: MerchantGroup) => x.name)
    expect(names).toEqual([...names].sort())
    expect(names).toEqual(expect.arrayContaining(['acme-retail', 'acme-travel', 'rio-commerce']))
    const own = await callApi(t.app, g.list, { token: support.token })
    expect(own.body.items.map((x: MerchantGroup) => x.name)).toEqual(['acme-retail'])
    expect(own.body.items[0].merchantCount).toBeGreaterThan(0)
  })
})

describe('GET and PUT mgroup/{group}', () => {
  it('support reads acme-retail; reading acme-travel (another group) gets 404', async () => {
    expect((await callApi(t.app, g.get, { token: support.token, params: { group: 'acme-retail' } })).body.space).toBe('acme')
    expect((await callApi(t.app, g.get, { token: support.token, params: { group: 'acme-travel' } })).status).toBe(404)
  })

  it('GROUP acme-retail admin renames its group, audited; changing acme-travel gets 404; an empty name gets 400', async () => {
    const res = await callApi(t.app, g.update, { token: groupAdmin.token, params: { group: 'acme-retail' }, body: { displayName: 'Acme Shops' } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.displayName).toBe('Acme Shops')
    const [event] = await eventsOf(t.services, 'UPDATE', 'retail-admin')
    expect(event!.detail).toMatchObject({ before: { displayName: 'Acme Retail' }, after: { displayName: 'Acme Shops' } })
    expect((await callApi(t.app, g.update, { token: groupAdmin.token, params: { group: 'acme-travel' }, body: { displayName: 'X' } })).status).toBe(404)
    const bad = await callApi(t.app, g.update, { token: admin.token, params: { group: 'acme-retail' }, body: { displayName: '' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('displayName')
  })
})

describe('POST mgroup', () => {
  it('admin creates a group in acme, audited; a taken name or an unknown space gets field errors', async () => {
    const res = await callApi(t.app, g.create, { token: admin.token, body: { name: 'acme-wholesale', displayName: 'Acme Wholesale', space: 'acme' } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({ name: 'acme-wholesale', space: 'acme', merchantCount: 0, logoUrl: null })
    expect((await eventsOf(t.services, 'CREATE', 'admin')).some((e) => e.target_id === 'acme-wholesale')).toBe(true)
    const taken = await callApi(t.app, g.create, { token: admin.token, body: { name: 'acme-retail', displayName: 'X', space: 'acme' } })
    expect(taken.body.errors[0].field).toBe('name')
    const space = await callApi(t.app, g.create, { token: admin.token, body: { name: 'nowhere-group', displayName: 'X', space: 'nowhere' } })
    expect(space.body.errors[0].field).toBe('space')
  })

  it('GROUP acme-retail admin creating a group gets 400 on space', async () => {
    const res = await callApi(t.app, g.create, { token: groupAdmin.token, body: { name: 'acme-side', displayName: 'Side', space: 'acme' } })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].field).toBe('space')
  })
})

describe('GET mgroup/{group}/merchant', () => {
  it('support lists the merchants of acme-retail; of acme-travel gets 404', async () => {
    const res = await callApi(t.app, g.merchants, { token: support.token, params: { group: 'acme-retail' }, query: { limit: 100 } })
    expect(res.status).toBe(200)
    expect(res.body.items.map((x: { name: string }) => x.name)).toContain('acme-books')
    expect(res.body.items.every((x: { group: string }) => x.group === 'acme-retail')).toBe(true)
    expect((await callApi(t.app, g.merchants, { token: support.token, params: { group: 'acme-travel' } })).status).toBe(404)
  })
})

describe('POST mgroup/{group}/logo', () => {
  it('admin uploads a PNG logo: the answer holds a signed URL that serves it', async () => {
    const upload = multipartFile('file', 'logo.png', 'image/png', png)
    const res = await request(t.app, 'POST', `${API_PREFIX}/mgroup/acme-travel/logo`, { token: admin.token, body: upload.payload, headers: upload.headers })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.logoUrl).toMatch(/^\/api\/v1\/files\/logos\/groups\/\d+\/[0-9a-f]+\.png\?expires=\d+&signature=/)
    const served = await request(t.app, 'GET', res.body.logoUrl)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    const group = await callApi(t.app, g.get, { token: admin.token, params: { group: 'acme-travel' } })
    expect(group.body.logoUrl).toMatch(/^\/api\/v1\/files\/logos\/groups\//)
  })

  it('admin uploading a text file as the logo gets 400 on file; GROUP acme-retail admin uploading to acme-travel gets 404', async () => {
    const text = multipartFile('file', 'logo.png', 'image/png', Buffer.from('hello'))
    const bad = await request(t.app, 'POST', `${API_PREFIX}/mgroup/acme-travel/logo`, { token: admin.token, body: text.payload, headers: text.headers })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('file')
    const upload = multipartFile('file', 'logo.png', 'image/png', png)
    const out = await request(t.app, 'POST', `${API_PREFIX}/mgroup/acme-travel/logo`, { token: groupAdmin.token, body: upload.payload, headers: upload.headers })
    expect(out.status).toBe(404)
  })
})
