import { calls } from '@domain/calls'
import { describe, expect, it } from 'vitest'
import { callApi, newUserBody, signedInForFile, signInNewUser, testAppForFile } from './helpers'

const t = testAppForFile()
const { admin } = signedInForFile(t, ['admin'])

/** Zones Intl does not know, offsets that are not zones, and text that is no zone name at all. */
const badZones = ['Mars/Olympus', '+05:00', 'UTC; drop table app_user', '', 'x'.repeat(80)]

const suffix = () => Math.random().toString(36).slice(2, 8)

describe('time zones a user picks', () => {
  it('a new user has no zone until one is chosen; PUT self/profile takes any IANA zone, and null keeps it unchosen', async () => {
    const username = `tz-self-${suffix()}`
    const session = await signInNewUser(t, { username, role: 'ADMIN' })
    const fresh = await callApi(t.app, calls.auth.getProfile, { token: session.token })
    expect(fresh.body.timezone).toBeNull()
    const body = { realName: 'Zoe Zone', email: `${username}@test.example`, locale: 'en' }
    for (const zone of ['Asia/Tokyo', 'America/Argentina/Buenos_Aires', 'Pacific/Chatham', 'UTC']) {
      const saved = await callApi(t.app, calls.auth.updateProfile, { token: session.token, body: { ...body, timezone: zone } })
      expect(saved.status, `${zone}: ${JSON.stringify(saved.body)}`).toBe(200)
      expect(saved.body.timezone).toBe(zone)
    }
    const unchosen = await callApi(t.app, calls.auth.updateProfile, { token: session.token, body: { ...body, timezone: null } })
    expect(unchosen.status).toBe(200)
    expect(unchosen.body.timezone).toBeNull()
  })

  it('PUT self/profile with a zone that is not one: 400 on the timezone field, nothing saved', async () => {
    const before = await callApi(t.app, calls.auth.getProfile, { token: admin.token })
    for (const zone of badZones) {
      const res = await callApi(t.app, calls.auth.updateProfile, {
        token: admin.token,
        body: { realName: before.body.realName, email: before.body.email, timezone: zone, locale: 'en' },
      })
      expect(res.status, zone).toBe(400)
      expect(res.body.errors.map((e: { field: string }) => e.field), zone).toEqual(['timezone'])
    }
    expect((await callApi(t.app, calls.auth.getProfile, { token: admin.token })).body.timezone).toBe(before.body.timezone)
  })

  it('admin POST muser: without a zone the user has none yet; with one it is kept; PUT muser/{user} changes it; a bad one is 400 on timezone', async () => {
    const unchosen = await callApi(t.app, calls.muser.create, { token: admin.token, body: newUserBody(`tz-none-${suffix()}`) })
    expect(unchosen.status, JSON.stringify(unchosen.body)).toBe(201)
    expect(unchosen.body.timezone).toBeNull()
    const tokyo = await callApi(t.app, calls.muser.create, { token: admin.token, body: newUserBody(`tz-tokyo-${suffix()}`, { timezone: 'Asia/Tokyo' }) })
    expect(tokyo.status).toBe(201)
    expect(tokyo.body.timezone).toBe('Asia/Tokyo')
    const moved = await callApi(t.app, calls.muser.update, { token: admin.token, params: { user: tokyo.body.username }, body: { timezone: 'Asia/Kolkata' } })
    expect(moved.status).toBe(200)
    expect(moved.body.timezone).toBe('Asia/Kolkata')
    for (const zone of badZones) {
      const bad = await callApi(t.app, calls.muser.create, { token: admin.token, body: newUserBody(`tz-bad-${suffix()}`, { timezone: zone }) })
      expect(bad.status, zone).toBe(400)
      expect(bad.body.errors.map((e: { field: string }) => e.field), zone).toEqual(['timezone'])
      const badUpdate = await callApi(t.app, calls.muser.update, { token: admin.token, params: { user: tokyo.body.username }, body: { timezone: zone } })
      expect(badUpdate.status, zone).toBe(400)
      expect(badUpdate.body.errors.map((e: { field: string }) => e.field), zone).toEqual(['timezone'])
    }
  })

  it('admin POST merchant and PUT its configuration, POST mspace/{id}/config: any IANA zone; a bad one is 400 on timezone', async () => {
    const name = `tz-shop-${suffix()}`
    const created = await callApi(t.app, calls.merchant.create, { token: admin.token, body: { name, displayName: 'Zone Shop', group: 'acme-travel', timezone: 'Asia/Tokyo' } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.timezone).toBe('Asia/Tokyo')
    const moved = await callApi(t.app, calls.merchant.configure, { token: admin.token, params: { name }, body: { timezone: 'America/Mexico_City' } })
    expect(moved.status).toBe(200)
    expect(moved.body.timezone).toBe('America/Mexico_City')
    const spaces = await callApi(t.app, calls.mspace.list, { token: admin.token, query: { limit: 100 } })
    const acmeId = Number(spaces.body.items.find((space: { name: string }) => space.name === 'acme').id)
    const space = await callApi(t.app, calls.mspace.saveConfig, { token: admin.token, params: { id: acmeId }, body: { timezone: 'Australia/Sydney' } })
    expect(space.status).toBe(200)
    expect(space.body.timezone).toBe('Australia/Sydney')
    for (const zone of badZones) {
      const bad = await callApi(t.app, calls.merchant.create, { token: admin.token, body: { name: `tz-bad-${suffix()}`, displayName: 'Bad Zone', group: 'acme-travel', timezone: zone } })
      expect(bad.status, zone).toBe(400)
      expect(bad.body.errors.map((e: { field: string }) => e.field), zone).toEqual(['timezone'])
      const badConfig = await callApi(t.app, calls.merchant.configure, { token: admin.token, params: { name }, body: { timezone: zone } })
      expect(badConfig.status, zone).toBe(400)
      const badSpace = await callApi(t.app, calls.mspace.saveConfig, { token: admin.token, params: { id: acmeId }, body: { timezone: zone } })
      expect(badSpace.status, zone).toBe(400)
      expect(badSpace.body.errors.map((e: { field: string }) => e.field), zone).toEqual(['timezone'])
    }
  })
})
