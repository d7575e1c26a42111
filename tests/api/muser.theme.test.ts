import { calls } from '@domain/calls'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, signIn, signInNewUser, testAppForFile } from './helpers'

const auth = calls.auth
const t = testAppForFile()

/** The profile a test user has (see createTestUser), with the theme to save. */
const profile = (username: string, theme?: unknown) => ({
  realName: `Test ${username}`,
  email: `${username}@test.example`,
  timezone: 'UTC',
  locale: 'en',
  ...(theme === undefined ? {} : { theme }),
})

describe('self/profile theme', () => {
  it('new user: the theme is system until chosen, in the sign-in answer and the profile', async () => {
    const s = await signInNewUser(t, { username: 'theme-new', role: 'ADMIN' })
    expect(s.user.theme).toBe('system')
    expect((await callApi(t.app, auth.getProfile, { token: s.token })).body.theme).toBe('system')
  })

  it('new user: PUT self/profile saves each theme, a later sign-in and renew answer it, and each change is audited', async () => {
    const s = await signInNewUser(t, { username: 'theme-saver', role: 'ADMIN' })
    let previous = 'system'
    for (const theme of ['dark', 'light', 'system', 'dark'] as const) {
      const res = await callApi(t.app, auth.updateProfile, { token: s.token, body: profile('theme-saver', theme) })
      expect(res.status, `theme ${theme}`).toBe(200)
      expect(res.body.theme).toBe(theme)
      const [event] = await eventsOf(t.services, 'PROFILE_UPDATE', 'theme-saver')
      expect(event?.detail, `audit of ${theme}`).toMatchObject({ before: { theme: previous }, after: { theme } })
      previous = theme
    }
    expect((await callApi(t.app, auth.renew, { token: s.token })).body.theme).toBe('dark')
    expect((await signIn(t.app, 'theme-saver')).user.theme).toBe('dark')
  })

  it('new user: PUT self/profile without a theme keeps the one chosen', async () => {
    const s = await signInNewUser(t, { username: 'theme-keeper', role: 'ADMIN' })
    await callApi(t.app, auth.updateProfile, { token: s.token, body: profile('theme-keeper', 'light') })
    const res = await callApi(t.app, auth.updateProfile, { token: s.token, body: { ...profile('theme-keeper'), realName: 'Kept Theme' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ realName: 'Kept Theme', theme: 'light' })
  })

  it('new user: a theme outside light, dark and system answers 400 on the theme field and changes nothing', async () => {
    const s = await signInNewUser(t, { username: 'theme-bad', role: 'ADMIN' })
    const before = (await eventsOf(t.services, 'PROFILE_UPDATE', 'theme-bad')).length
    for (const theme of ['purple', 'DARK', '', 1, null]) {
      const res = await callApi(t.app, auth.updateProfile, { token: s.token, body: profile('theme-bad', theme) })
      expect(res.status, `theme ${JSON.stringify(theme)}`).toBe(400)
      expect(res.body.errorCode).toBe('VALIDATION_FAILED')
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['theme'])
    }
    expect((await callApi(t.app, auth.getProfile, { token: s.token })).body.theme).toBe('system')
    expect(await eventsOf(t.services, 'PROFILE_UPDATE', 'theme-bad')).toHaveLength(before)
  })

  it("new user: choosing a theme leaves every other user's theme as it was", async () => {
    const chooser = await signInNewUser(t, { username: 'theme-chooser', role: 'ADMIN' })
    const other = await signInNewUser(t, { username: 'theme-other', role: 'ADMIN' })
    const admin = await signIn(t.app, 'admin')
    await callApi(t.app, auth.updateProfile, { token: chooser.token, body: profile('theme-chooser', 'dark') })
    expect((await callApi(t.app, auth.getProfile, { token: other.token })).body.theme).toBe('system')
    expect((await callApi(t.app, auth.getProfile, { token: admin.token })).body.theme).toBe(admin.user.theme)
  })
})
