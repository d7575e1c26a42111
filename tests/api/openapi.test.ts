import { API_DOCS_PATH, pathParamNames } from '@domain/call'
import { allCalls, calls } from '@domain/calls'
import { MAX_MINOR_UNITS } from '@domain/money'
import { routeUrl } from '@server/calls'
import { openApiPath, registeredApiRoutes } from '@server/openapi'
import { beforeAll, describe, expect, it } from 'vitest'
import { request, testAppForFile } from './helpers'

const t = testAppForFile({ transactions: 10 })
// biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON
let doc: any

beforeAll(async () => {
  const res = await request(t.app, 'GET', '/api/v1/openapi.json')
  expect(res.status).toBe(200)
  doc = res.body
})

const operationOf = (method: string, url: string) => doc.paths[openApiPath(url)]?.[method.toLowerCase()]

describe('GET openapi.json: the API reference, generated from the call table', () => {
  it('is OpenAPI 3.1 with the API prefix as its server, public and not signed in', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers).toEqual([{ url: '/api/v1' }])
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
  })

  it('describes every API route the app registered, with each path parameter; a route missing here fails this test', () => {
    const routes = registeredApiRoutes(t.app)
    expect(routes.length).toBeGreaterThan(100)
    const missing = routes.filter((route) => !operationOf(route.method, route.url)).map((r) => `${r.method} ${r.url}`)
    expect(missing, 'registered but not in openapi.json').toEqual([])
    for (const route of routes) {
      const inPath = (operationOf(route.method, route.url).parameters ?? []).filter((p: { in: string }) => p.in === 'path').map((p: { name: string }) => p.name)
      expect(inPath.sort(), `${route.method} ${route.url}`).toEqual(pathParamNames(openApiPath(route.url)).sort())
    }
  })

  it('holds no operation the app does not answer', () => {
    const registered = new Set(registeredApiRoutes(t.app).map((r) => `${r.method} ${openApiPath(r.url)}`))
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations as object)) expect(registered.has(`${method.toUpperCase()} ${path}`), `${method} ${path}`).toBe(true)
    }
  })

  it('names each call by its call-table id, with its permission, token and schemas', () => {
    const registered = allCalls().filter(({ call }) => t.app.hasRoute({ method: call.method, url: routeUrl(call.path) }))
    expect(registered.length).toBeGreaterThan(100)
    for (const { id, call } of registered) {
      const operation = operationOf(call.method, routeUrl(call.path))
      expect(operation.operationId, id).toBe(id)
      expect(operation['x-permission'], id).toBe(call.access)
      expect(operation.security, id).toEqual(call.access === 'public' ? [] : [{ bearer: [] }])
    }

    const login = operationOf('POST', '/api/v1/login')
    expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['username', 'password']))
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty('refreshToken')

    const transactions = operationOf('GET', '/api/v1/transaction')
    const query = transactions.parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name)
    expect(query).toEqual(expect.arrayContaining(['limit', 'cursor', 'sort']))
    expect(transactions.responses['403'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' })

    const avatar = operationOf('POST', '/api/v1/self/avatar')
    expect(avatar.requestBody.content).toHaveProperty('multipart/form-data')
  })

  it('states the money rule on amounts taken and answered: integer minor units within 10^15, said in words', () => {
    const topUp = operationOf('POST', routeUrl(calls.finance.topUp.path))
    expect(topUp.requestBody.content['application/json'].schema.properties.amount).toMatchObject({
      type: 'integer',
      exclusiveMinimum: 0,
      maximum: MAX_MINOR_UNITS,
      description: expect.stringMatching(/^Integer minor units of the currency .*at most 10\^15/),
    })
    const ledger = operationOf('GET', routeUrl(calls.finance.ledger.path))
    const entry = ledger.responses['200'].content['application/json'].schema.properties.items.items.properties
    expect(entry.balanceAfter).toMatchObject({ type: 'integer', minimum: -MAX_MINOR_UNITS, maximum: MAX_MINOR_UNITS })
    const transactions = operationOf('GET', routeUrl(calls.transaction.list.path))
    expect(transactions.parameters.find((p: { name: string }) => p.name === 'minAmount').schema).toMatchObject({ minimum: 0, maximum: MAX_MINOR_UNITS })
  })

  it("describes the server's own routes: health, metrics, this document and signed files", () => {
    expect(operationOf('GET', '/api/v1/health').responses).toHaveProperty('503')
    expect(operationOf('GET', '/api/v1/metrics').security).toEqual([{ metricsToken: [] }])
    expect(operationOf('PUT', '/api/v1/files/*').responses).toHaveProperty('415')
  })
})

describe('GET /api/docs: the reference page', () => {
  it('is served with its files from the server itself, and runs no inline script', async () => {
    const page = await request(t.app, 'GET', API_DOCS_PATH)
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const html = String(page.raw.body)
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/ src="\/api\/docs\/[\w.-]+\.js"/)
      expect(body!.trim()).toBe('')
    }
    expect(html).not.toMatch(/https?:\/\//)
    expect(html).not.toMatch(/<style|style="/)
    for (const [, src] of html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)) {
      const asset = await request(t.app, 'GET', src!)
      expect(asset.status, src).toBe(200)
      expect(asset.headers['content-type'], src).toMatch(/^text\/(javascript|css)/)
    }
    expect(String((await request(t.app, 'GET', `${API_DOCS_PATH}/init.js`)).raw.body)).toContain('/api/v1/openapi.json')
  })
})
