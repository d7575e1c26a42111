import { calls } from '@domain/calls'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, eventsOf, merchantOfGroup, request, scopedAdminsForFile, signIn, testAppForFile, tokensForFile } from './helpers'

const t = testAppForFile({ transactions: 20 })
const demo = tokensForFile(t, ['admin', 'analyst', 'support', 'merchant'])
const admins = scopedAdminsForFile(t, 'assetscope')
/** One merchant of each tenant around the scoped admins (space acme, group acme-retail, merchant acme-books). */
const merchants = { books: 'acme-books', sameGroup: 'acme-games', otherGroup: '', otherSpace: '', operator: '' }

beforeAll(async () => {
  merchants.otherGroup = await merchantOfGroup(t, 'acme-travel')
  merchants.otherSpace = await merchantOfGroup(t, 'rio-commerce')
  merchants.operator = await merchantOfGroup(t, 'platform-direct')
})

const stylesheetOf = (merchant: string) => `merchant/${merchant}-stylesheet.css`

function sign(token: string, fname: string) {
  return callApi(t.app, calls.asset.sign, { token, query: { fname } })
}

describe('GET asset/sign: only files of merchants the caller may configure', () => {
  const expected = {
    space: { books: 200, sameGroup: 200, otherGroup: 200, otherSpace: 404, operator: 404 },
    group: { books: 200, sameGroup: 200, otherGroup: 404, otherSpace: 404, operator: 404 },
    merchant: { books: 200, sameGroup: 404, otherGroup: 404, otherSpace: 404, operator: 404 },
  } as const

  for (const scope of ['space', 'group', 'merchant'] as const) {
    it(`a ${scope}-scoped ADMIN of acme signs its own merchants' logos and stylesheets; any other merchant's file answers 404`, async () => {
      for (const [which, status] of Object.entries(expected[scope]) as [keyof typeof merchants, number][]) {
        const merchant = merchants[which]
        for (const fname of [stylesheetOf(merchant), `merchant/${merchant}-logo.png`]) {
          const res = await sign(admins[scope], fname)
          expect(res.status, `${scope} admin signing ${fname}`).toBe(status)
          if (status === 404) expect(res.body.errorCode).toBe('NOT_FOUND')
          else expect(res.body.uploadURL).toContain(encodeURIComponent(`${merchant}-`))
        }
      }
    })
  }

  it("the super admin signs every tenant's files", async () => {
    for (const merchant of Object.values(merchants)) expect((await sign(demo.admin!, stylesheetOf(merchant))).status, merchant).toBe(200)
  })

  it('the demo analyst, support and merchant users, who may not configure merchants, get 403 even for their own merchant', async () => {
    for (const user of ['analyst', 'support', 'merchant']) {
      const res = await sign(demo[user]!, stylesheetOf(merchants.books))
      expect(res.status, user).toBe(403)
    }
  })

  it("a space admin of acme cannot overwrite rio's stylesheet: no URL is signed, no audit row is written, the file stays", async () => {
    const rio = merchants.otherSpace
    const own = await sign(demo.admin!, stylesheetOf(rio))
    expect((await request(t.app, 'PUT', own.body.uploadURL, { body: 'body { color: navy }', headers: { 'content-type': 'text/css' } })).status).toBe(204)
    const audited = (await eventsOf(t.services, 'MERCHANT_CONFIG', 'assetscope-space')).length

    const refused = await sign(admins.space, stylesheetOf(rio))
    expect(refused.status).toBe(404)
    expect(refused.body.uploadURL).toBeUndefined()
    expect((await eventsOf(t.services, 'MERCHANT_CONFIG', 'assetscope-space')).length).toBe(audited)
    expect((await request(t.app, 'GET', own.body.logoURL)).raw.body).toBe('body { color: navy }')
  })

  it('a signed upload is audited on its merchant, so it shows in that merchant history', async () => {
    const res = await sign(admins.group, stylesheetOf(merchants.sameGroup))
    expect(res.status).toBe(200)
    const [event] = await eventsOf(t.services, 'MERCHANT_CONFIG', 'assetscope-group')
    expect(event?.target_type).toBe('merchant')
    expect(event?.target_id).toBe(merchants.sameGroup)
  })

  it('a merchant admin whose user is moved out of acme-books loses the right at once', async () => {
    const user = await t.services.db.selectFrom('app_user').select('id').where('username', '=', 'assetscope-merchant').executeTakeFirstOrThrow()
    const games = await t.services.db.selectFrom('merchant').select('id').where('name', '=', merchants.sameGroup).executeTakeFirstOrThrow()
    await t.services.db.updateTable('app_user').set({ merchant_id: games.id }).where('id', '=', user.id).execute()
    const token = (await signIn(t.app, 'assetscope-merchant')).token
    expect((await sign(token, stylesheetOf(merchants.books))).status).toBe(404)
    expect((await sign(token, stylesheetOf(merchants.sameGroup))).status).toBe(200)
  })
})
