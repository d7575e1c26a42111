import { calls } from '@domain/calls'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, request, type SignedIn, signIn, testAppForFile } from './helpers'

const t = testAppForFile({ transactions: 50 })
let admin: SignedIn

beforeAll(async () => {
  admin = await signIn(t.app, 'admin')
})

async function sign(fname: string) {
  const res = await callApi(t.app, calls.asset.sign, { token: admin.token, query: { fname } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as { uploadURL: string; logoURL: string }
}

/** The signature with its last two characters changed, whatever they were. */
function otherSignature(signature: string): string {
  return `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
}

describe('GET asset/sign', () => {
  it('admin signs merchant/acme-books-stylesheet.css: PUT to uploadURL stores it as text/css, logoURL serves it', async () => {
    const { uploadURL, logoURL } = await sign('merchant/acme-books-stylesheet.css')
    const put = await request(t.app, 'PUT', uploadURL, { body: 'body { color: red }', headers: { 'content-type': 'text/css' } })
    expect(put.status).toBe(204)
    const served = await request(t.app, 'GET', logoURL)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toMatch(/^text\/css/)
    expect(served.raw.body).toBe('body { color: red }')
  })

  it('admin uploading merchant/acme-games-stylesheet.css without a content type: stored as text/css', async () => {
    const { uploadURL, logoURL } = await sign('merchant/acme-games-stylesheet.css')
    const put = await request(t.app, 'PUT', uploadURL, { body: Buffer.from('a { color: blue }') })
    expect(put.status).toBe(204)
    const served = await request(t.app, 'GET', logoURL)
    expect(served.headers['content-type']).toMatch(/^text\/css/)
    expect(served.raw.body).toBe('a { color: blue }')
  })

  it('admin uploads merchant/acme-books-logo.png as image/png: served inline with it, not sniffed', async () => {
    const { uploadURL, logoURL } = await sign('merchant/acme-books-logo.png')
    const put = await request(t.app, 'PUT', uploadURL, { body: Buffer.from([0x89, 0x50, 0x4e, 0x47]), headers: { 'content-type': 'image/png' } })
    expect(put.status).toBe(204)
    const served = await request(t.app, 'GET', logoURL)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['content-disposition']).toMatch(/^inline/)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
  })

  it('HTML sent to a stylesheet or logo upload URL is refused with 415 and stores nothing', async () => {
    for (const fname of ['merchant/acme-garden-stylesheet.css', 'merchant/acme-garden-logo.png']) {
      const { uploadURL, logoURL } = await sign(fname)
      const put = await request(t.app, 'PUT', uploadURL, { body: '<script>alert(1)</script>', headers: { 'content-type': 'text/html' } })
      expect(put.status, fname).toBe(415)
      expect(put.body.errors[0].field).toBe('content-type')
      expect((await request(t.app, 'GET', logoURL)).status, fname).toBe(404)
    }
  })

  it('an SVG logo is served as an attachment with nosniff and a sandboxing CSP, so opened on its own it runs nothing', async () => {
    const { uploadURL, logoURL } = await sign('merchant/acme-kitchen-logo.svg')
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    expect((await request(t.app, 'PUT', uploadURL, { body: svg, headers: { 'content-type': 'image/svg+xml' } })).status).toBe(204)
    const served = await request(t.app, 'GET', logoURL)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/svg+xml')
    expect(served.headers['content-disposition']).toBe('attachment; filename="acme-kitchen-logo.svg"')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain('sandbox')
  })

  it("a signed address of another merchant's logo saved into acme-books' paywall stays that address: never kept as a key nor signed afresh", async () => {
    const { uploadURL, logoURL } = await sign('merchant/acme-games-logo.png')
    expect((await request(t.app, 'PUT', uploadURL, { body: Buffer.from([0x89, 0x50]), headers: { 'content-type': 'image/png' } })).status).toBe(204)
    const configured = await callApi(t.app, calls.merchant.configure, {
      token: admin.token,
      params: { name: 'acme-books' },
      body: { configuration: { paywall: { logoUrl: logoURL } } },
    })
    expect(configured.status, JSON.stringify(configured.body)).toBe(200)
    expect(configured.body.configuration.paywall.logoUrl).toBe(logoURL)
    const stored = await t.services.db.selectFrom('merchant').select('configuration').where('name', '=', 'acme-books').executeTakeFirstOrThrow()
    const paywall = (typeof stored.configuration === 'string' ? JSON.parse(stored.configuration) : stored.configuration).paywall
    expect(paywall.logoUrl).toBe(logoURL)
  })

  it('admin signing a name outside merchant/, with ../, without its merchant and kind, or of a kind with the wrong extension gets 400 on fname', async () => {
    const names = ['avatars/1/x.png', 'merchant/../x.css', 'merchant/x.exe', 'merchant/acme-books.css', 'merchant/acme-books-logo.html', 'merchant/acme-books-stylesheet.svg']
    for (const fname of names) {
      const res = await callApi(t.app, calls.asset.sign, { token: admin.token, query: { fname } })
      expect(res.status).toBe(400)
      expect(res.body.errors[0].field).toBe('fname')
    }
  })

  it('a tampered upload URL (signature, key or expiry changed) is refused and stores nothing', async () => {
    const { uploadURL, logoURL } = await sign('merchant/acme-books-stylesheet.css')
    const url = new URL(uploadURL, 'http://x')
    const signature = url.searchParams.get('signature')!
    const badSig = uploadURL.replace(signature, otherSignature(signature))
    const otherKey = uploadURL.replace('acme-books-stylesheet.css', 'acme-games-stylesheet.css')
    const later = uploadURL.replace(/expires=(\d+)/, (_m, n) => `expires=${Number(n) + 3600}`)
    const before = (await request(t.app, 'GET', logoURL)).raw.body
    for (const bad of [badSig, otherKey, later, logoURL]) {
      const res = await request(t.app, 'PUT', bad, { body: 'x', headers: { 'content-type': 'text/css' } })
      expect(res.status).toBe(404)
    }
    expect((await request(t.app, 'GET', logoURL)).raw.body).toBe(before)
  })

  it('an expired upload URL is refused', async () => {
    const { uploadURL } = await sign('merchant/acme-outdoor-stylesheet.css')
    t.clock.advanceMinutes(10)
    const res = await request(t.app, 'PUT', uploadURL, { body: 'x', headers: { 'content-type': 'text/css' } })
    expect(res.status).toBe(404)
  })

  it('a stored file is served only through its own unexpired read URL', async () => {
    // Last in the file: it moves the clock past the read URL's hour.
    admin = await signIn(t.app, 'admin')
    const { uploadURL, logoURL } = await sign('merchant/acme-outdoor-stylesheet.css')
    expect((await request(t.app, 'PUT', uploadURL, { body: 'p { margin: 0 }', headers: { 'content-type': 'text/css' } })).status).toBe(204)
    const signature = new URL(logoURL, 'http://x').searchParams.get('signature')!
    const badSig = logoURL.replace(signature, otherSignature(signature))
    const later = logoURL.replace(/expires=(\d+)/, (_m, n) => `expires=${Number(n) + 3600}`)
    for (const bad of [badSig, later, uploadURL]) expect((await request(t.app, 'GET', bad)).status).toBe(404)
    expect((await request(t.app, 'GET', logoURL)).status).toBe(200)
    t.clock.advanceMinutes(61)
    expect((await request(t.app, 'GET', logoURL)).status).toBe(404)
  })

  it('a logo saved into the paywall outlives its first address: kept as its key, answered signed afresh', async () => {
    admin = await signIn(t.app, 'admin')
    const { uploadURL, logoURL } = await sign('merchant/acme-books-logo.png')
    expect((await request(t.app, 'PUT', uploadURL, { body: Buffer.from([0x89, 0x50]), headers: { 'content-type': 'image/png' } })).status).toBe(204)
    const configured = await callApi(t.app, calls.merchant.configure, {
      token: admin.token,
      params: { name: 'acme-books' },
      body: { configuration: { paywall: { logoUrl: logoURL, stylesheetUrl: 'https://cdn.example/paywall.css' } } },
    })
    expect(configured.status, JSON.stringify(configured.body)).toBe(200)
    const stored = await t.services.db.selectFrom('merchant').select('configuration').where('name', '=', 'acme-books').executeTakeFirstOrThrow()
    const paywall = (typeof stored.configuration === 'string' ? JSON.parse(stored.configuration) : stored.configuration).paywall
    expect(paywall.logoUrl).toBe('merchant/acme-books-logo.png')
    expect(paywall.stylesheetUrl).toBe('https://cdn.example/paywall.css')

    t.clock.advanceMinutes(61)
    admin = await signIn(t.app, 'admin')
    expect((await request(t.app, 'GET', logoURL)).status).toBe(404)
    const read = await callApi(t.app, calls.merchant.get, { token: admin.token, params: { name: 'acme-books' } })
    const fresh = read.body.configuration.paywall.logoUrl as string
    expect(fresh).not.toBe(logoURL)
    expect((await request(t.app, 'GET', fresh)).status).toBe(200)
    expect(read.body.configuration.paywall.stylesheetUrl).toBe('https://cdn.example/paywall.css')
  })
})
