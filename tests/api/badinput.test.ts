import { API_PREFIX, BODY_LIMITS, type CallDef, pathParamNames } from '@domain/call'
import { allCalls } from '@domain/calls'
import type { InjectOptions } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { routeUrl } from '../../src/server/calls'
import { createTestApp, createTestUser, signIn } from './helpers'

// Hostile input for every call the server registers, generated from the call table: paths,
// queries and bodies come from each call's own schemas, so a new call is probed the moment it
// is registered. Every answer must be below 500, and the server must stay healthy.
const t = await createTestApp({ transactions: 100 })
afterAll(async () => {
  await t.close()
})

const registered = allCalls().filter(({ call }) => t.app.hasRoute({ method: call.method, url: routeUrl(call.path) }))

// A super admin of its own (a SPACE user of the top operator space), so every handler is
// reached; a probe that ends its sign-in (sign-out, a status or password change) gets a new one.
let adminSerial = 0
let token = ''
async function newAdmin(): Promise<void> {
  const { username } = await createTestUser(t.services, { username: `badinput-${++adminSerial}` })
  token = (await signIn(t.app, username)).token
}
await newAdmin()

// Real records of the seed for path params, so probes of one field get past the others' 404.
const db = t.services.db
const merchant = await db.selectFrom('merchant').select('name').orderBy('id').executeTakeFirstOrThrow()
const group = await db.selectFrom('merchant_group').select('name').orderBy('id').executeTakeFirstOrThrow()
const space = await db.selectFrom('space').select('name').where('name', '!=', 'platform').orderBy('id').executeTakeFirstOrThrow()
const knownParams: Record<string, string> = {
  name: merchant.name,
  merchantName: merchant.name,
  group: group.name,
  space: space.name,
  user: 'analyst',
  currency: 'EUR',
  list: 'transaction',
}
const sampleParams = (path: string) => Object.fromEntries(pathParamNames(path).map((name) => [name, knownParams[name] ?? '1']))

const HUGE = 'x'.repeat(1024 * 1024)
/** Text no call may store: NUL, unpaired surrogates, a megabyte, names of Object.prototype. */
const hostileText = ['a\u0000b', 'a\uD800b', '\uDC00', HUGE, '__proto__', '']
const hostileValues: unknown[] = [null, -1, 1e308, true, ['x'], { a: 1 }]
const hostilePath = ['%00', 'a%00b', '%ED%A0%80', '%zz', '__proto__', 'constructor', '-1', '1e308', '99999999999999999999', "x'--", '..%2F..%2Fetc', 'x'.repeat(300)]
const hostileQuery = ['%00', 'a%00b', '%ED%A0%80', '%C0%80', '%zz', '__proto__', '-1', '1e308', '99999999999999999999', '9999-99-99']
const hostileSorts = ['__proto__', '-__proto__', 'constructor', '+constructor', 'toString', 'hasOwnProperty', '--', '-', ' ', 'a,b', '%00']
const methodOverrides = ['PUT', 'DELETE', 'GET', 'PATCH', 'delete']
/** Numbers at JSON's edges as a client writes them (1e308 is a hostile value already): -0, past 2^53, a denormal, exponents past a double. */
const extremeNumbers = ['-0', '9007199254740993', '1e-320', '1e999999', '-1e999999']
/** Text that reads as a number to a careless parser. */
const numberLikeText = ['NaN', 'Infinity', '0x1F', '-0']
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

/** Percent-encodes text as UTF-8, an unpaired surrogate as the three bytes a careless client sends. */
function encode(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    const pair = unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2))
      i++
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else {
      out += encodeURIComponent(text[i]!)
    }
  }
  return out
}

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema nodes are read field by field
type JsonSchema = any

/** Values a JSON Schema node accepts, most plausible first; the caller keeps the first zod accepts. */
function candidates(node: JsonSchema, depth = 0): unknown[] {
  if (!node || depth > 6) return ['x']
  if ('const' in node) return [node.const]
  if (node.enum) return node.enum
  if (node.default !== undefined && node.type === 'object') return [node.default]
  const options = node.anyOf ?? node.oneOf
  if (options) return options.flatMap((option: JsonSchema) => candidates(option, depth + 1))
  const type = Array.isArray(node.type) ? node.type[0] : node.type
  switch (type) {
    case 'string': {
      const inAMonth = new Date(t.services.now().getTime() + 30 * 24 * 3600_000)
      const texts =
        node.format === 'date-time'
          ? [inAMonth.toISOString()]
          : node.format === 'date'
            ? [inAMonth.toISOString().slice(0, 10)]
            : node.format === 'email'
              ? ['badinput@example.com']
              : node.format === 'uri' || node.format === 'url'
                ? ['https://example.com/badinput']
                : ['badinput', 'EUR', 'US', 'BADINPUT', '411111', '1234', '1', 'tok_badinput_0001', '192.0.2.1', 'Badinput-Secret-1', 'a.b', 'a']
      const min = node.minLength ?? 0
      return texts
        .map((text) => (text.length < min ? text.padEnd(min, 'x') : text))
        .filter((text) => !node.pattern || new RegExp(node.pattern).test(text))
        .filter((text) => node.maxLength === undefined || text.length <= node.maxLength)
        .concat(['x'])
    }
    case 'integer':
    case 'number':
      return [1, 100, node.minimum ?? 0, node.maximum ?? 0]
    case 'boolean':
      return [true]
    case 'null':
      return [null]
    case 'array': {
      const item = candidates(node.items ?? {}, depth + 1)[0]
      return [Array.from({ length: Math.max(node.minItems ?? 0, 1) }, () => item), []]
    }
    case 'object':
      return [objectSample(node, depth + 1)]
    default:
      return ['x']
  }
}

function objectSample(node: JsonSchema, depth = 0): Record<string, unknown> {
  const shape = node.properties ?? {}
  return Object.fromEntries(Object.keys(shape).map((key) => [key, candidates(shape[key], depth)[0]]))
}

/** A body the call's schema accepts when one can be made from its JSON Schema; otherwise the closest try. */
function sampleBody(schema: z.ZodType): unknown {
  let node: JsonSchema
  try {
    node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  } catch {
    return {}
  }
  if (node.type !== 'object') return candidates(node).find((value) => schema.safeParse(value).success) ?? candidates(node)[0]
  const body: Record<string, unknown> = {}
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {}
  for (const [key, child] of Object.entries<JsonSchema>(node.properties ?? {})) {
    const options = candidates(child)
    body[key] = options.find((value) => shape[key]?.safeParse(value).success) ?? options[0]
  }
  return body
}

/** One request and what it tries; `raw` is a payload sent as is with its own content type. */
interface Probe {
  what: string
  method: string
  path: string
  query?: string
  payload?: unknown
  raw?: { body: string | Buffer; type: string }
  headers?: Record<string, string>
  /** The status the probe must answer; any below 500 when not given. */
  status?: number
}

interface Answer {
  what: string
  status: number
  /** A 5xx, or a status other than the probe's own. */
  wrong: boolean
  message: string
}

let requests = 0

async function send(call: CallDef, probe: Probe): Promise<Answer> {
  const inject = (): Promise<{ statusCode: number; body: string }> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...probe.headers }
    const options: InjectOptions = { method: probe.method as InjectOptions['method'], url: `${API_PREFIX}/${probe.path}${probe.query ? `?${probe.query}` : ''}`, headers }
    if (probe.raw) {
      headers['content-type'] = probe.raw.type
      options.payload = probe.raw.body
    } else if (probe.payload !== undefined) {
      headers['content-type'] = 'application/json'
      options.payload = JSON.stringify(probe.payload)
    }
    requests++
    return t.app.inject(options)
  }
  let res = await inject()
  if (res.statusCode === 401 && call.access !== 'public' && res.body.includes('UNAUTHENTICATED')) {
    await newAdmin()
    res = await inject()
  }
  const wrong = res.statusCode >= 500 || (probe.status !== undefined && res.statusCode !== probe.status)
  return { what: probe.what, status: res.statusCode, wrong, message: wrong ? res.body.slice(0, 200) : '' }
}

const fill = (path: string, params: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1')
const query = (entries: [string, string][]) => entries.map(([key, value]) => `${encode(key)}=${value}`).join('&')
const describeValue = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 12)}…(${value.length})` : value) : JSON.stringify(value)
  return text ?? String(value)
}
const jsonWith = (sample: Record<string, unknown>, key: string, json: string) => {
  const { [key]: _, ...rest } = sample
  const head = JSON.stringify(rest)
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(key)}:${json}}`
}

/** The multipart bodies a careless or hostile client sends: no boundary, another boundary, cut short, not an image. */
function multipartProbes(method: string, path: string): Probe[] {
  const part = (boundary: string, end = true) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nxxxx${end ? `\r\n--${boundary}--\r\n` : ''}`
  return [
    { what: 'multipart without a boundary', raw: { body: part('b1'), type: 'multipart/form-data' } },
    { what: 'multipart with an empty boundary', raw: { body: part('b1'), type: 'multipart/form-data; boundary=' } },
    { what: 'multipart with another boundary', raw: { body: part('b1'), type: 'multipart/form-data; boundary=other' } },
    { what: 'multipart cut short', raw: { body: part('b1', false), type: 'multipart/form-data; boundary=b1' } },
    { what: 'multipart with an overlong boundary', raw: { body: part('b'.repeat(200)), type: `multipart/form-data; boundary=${'b'.repeat(200)}` } },
    { what: 'multipart empty', raw: { body: '', type: 'multipart/form-data; boundary=b1' } },
    { what: 'multipart of garbage', raw: { body: '--b1\r\n\r\n\r\n--b1', type: 'multipart/form-data; boundary=b1' } },
    { what: 'multipart with a __proto__ field', raw: { body: `--b1\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b1--\r\n`, type: 'multipart/form-data; boundary=b1' } },
    { what: 'multipart/mixed', raw: { body: part('b1'), type: 'multipart/mixed; boundary=b1' } },
  ].map((probe) => ({ ...probe, method, path }))
}

/** Every hostile request for one call. */
async function probesOf(call: CallDef): Promise<Probe[]> {
  const params = sampleParams(call.path)
  const path = fill(call.path, params)
  const { method } = call
  const body = method === 'GET' || call.multipart ? undefined : sampleBody(call.body)
  const probes: Probe[] = [{ what: 'a plausible request', method, path, payload: body }]

  for (const name of pathParamNames(call.path)) {
    for (const value of hostilePath) probes.push({ what: `path ${name}=${value.slice(0, 40)}`, method, path: fill(call.path, { ...params, [name]: value }), payload: body })
  }

  const queryShape = call.query instanceof z.ZodObject ? Object.keys(call.query.shape) : []
  for (const key of queryShape) {
    for (const value of new Set([...hostileQuery, ...extremeNumbers.slice(0, 4), ...numberLikeText])) {
      probes.push({ what: `query ${key}=${value.slice(0, 40)}`, method, path, query: query([[key, value]]), payload: body })
    }
    probes.push({ what: `query ${key} twice`, method, path, query: query([[key, 'a'], [key, 'b']]), payload: body })
    probes.push({ what: `query ${key} of a megabyte`, method, path, query: query([[key, HUGE]]), payload: body })
  }
  for (const key of ['__proto__', 'constructor', 'a\u0000']) probes.push({ what: `query key ${JSON.stringify(key)}`, method, path, query: query([[key, '1']]), payload: body })

  if (queryShape.includes('sort')) {
    for (const sort of hostileSorts) probes.push({ what: `sort=${sort}`, method, path, query: query([['sort', encode(sort)]]) })
    probes.push(...(await cursorProbes(path)))
  }

  if (method !== 'GET') {
    probes.push(...multipartProbes(method, path).slice(0, call.multipart ? undefined : 4))
    if (!call.multipart) probes.push(...bodyProbes(method, path, body), ...sizeProbes(call, path))
  }

  for (const override of methodOverrides) {
    probes.push({ what: `POST overridden as ${override}`, method: 'POST', path, payload: body ?? {}, headers: { 'x-http-method-override': override } })
  }
  return probes
}

/**
 * Broken keyset cursors: not base64, not JSON, the wrong shape, and, under every sort the list
 * offers (read from its own refusal of a bad one), real cursors with their values swapped for
 * ones no column holds, and a cursor of another sort.
 */
async function cursorProbes(path: string): Promise<Probe[]> {
  const get = (query: string) => t.app.inject({ method: 'GET', url: `${API_PREFIX}/${path}?${query}`, headers: { authorization: `Bearer ${token}` } })
  const message = String((await get('sort=no-such-sort')).json().errors?.[0]?.message ?? '')
  const sorts = message.includes(':') ? message.slice(message.indexOf(':') + 1).split(',').map((s) => s.trim()).filter(Boolean) : []
  const raws = ['!!!', '%00', base64url('[1,'), base64url('{"__proto__":1}'), base64url([1e308, 'a']), base64url([null, 1]), base64url([1, 2, 3]), base64url('\u0000'), 'x'.repeat(500)]
  const probes: Probe[] = raws.map((cursor) => ({ what: `cursor ${cursor.slice(0, 20)}`, method: 'GET', path, query: query([['cursor', encode(cursor)]]) }))
  const swapped: [unknown, unknown][] = [[1e308, 'a'], ['a', 'a'], ['99999-01-01', 1], ['\u0000', '\uD800'], [{}, []], ['1', 1e308], [null, -1]]
  let other: string | null = null
  for (const sort of sorts.flatMap((name) => [`-${name}`, name])) {
    const real = (await get(`${query([['sort', encode(sort)]])}&limit=1`)).json().nextCursor as string | null | undefined
    if (!real) continue
    if (other) probes.push({ what: `sort=${sort} with a cursor of another sort`, method: 'GET', path, query: query([['sort', encode(sort)], ['cursor', other]]) })
    const [tag] = JSON.parse(Buffer.from(real, 'base64url').toString()) as unknown[]
    for (const [value, id] of swapped) {
      const cursor = base64url([tag, value, id])
      probes.push({ what: `sort=${sort} cursor of ${describeValue(value)}, ${describeValue(id)}`, method: 'GET', path, query: query([['sort', encode(sort)], ['cursor', cursor]]) })
    }
    other = real
  }
  return probes
}

/**
 * Bodies past the call's limits (BODY_LIMITS, or the larger body its entry declares), refused
 * before any work: nested 20,000 deep, holding more values than any call takes (400), one byte
 * longer than the call takes (413).
 */
function sizeProbes(call: CallDef, path: string): Probe[] {
  const bytes = call.bodyLimit ?? BODY_LIMITS.bytes
  const json = 'application/json'
  return [
    { what: 'a body nested 20,000 deep', raw: { body: `{"a":${deepArray(20_000)}}`, type: json }, status: 400 },
    { what: `a body of ${BODY_LIMITS.values + 1} values`, raw: { body: `[${'1,'.repeat(BODY_LIMITS.values)}1]`, type: json }, status: 400 },
    { what: `a body of ${bytes + 1} bytes`, raw: { body: `{"a":"${'x'.repeat(bytes - 7)}"}`, type: json }, status: 413 },
  ].map((probe) => ({ ...probe, method: call.method, path }))
}

/** Broken JSON, wrong content types, missing fields, and every field of the body given hostile values. */
function bodyProbes(method: string, path: string, body: unknown): Probe[] {
  const probes: Probe[] = [
    { what: 'broken JSON', raw: { body: '{"a":', type: 'application/json' } },
    { what: 'empty JSON', raw: { body: '', type: 'application/json' } },
    { what: 'JSON with a NUL', raw: { body: '{"a":"\u0000"}', type: 'application/json' } },
    { what: 'JSON of bytes that are not UTF-8', raw: { body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), type: 'application/json' } },
    { what: 'JSON with a __proto__ key', raw: { body: '{"__proto__":{"admin":true}}', type: 'application/json' } },
    { what: 'JSON with constructor.prototype', raw: { body: '{"constructor":{"prototype":{"admin":true}}}', type: 'application/json' } },
    { what: 'text/plain', raw: { body: 'hello', type: 'text/plain' } },
    { what: 'application/xml', raw: { body: '<a/>', type: 'application/xml' } },
    { what: 'a form', raw: { body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' } },
    { what: 'JSON of a wrong charset', raw: { body: '{}', type: 'application/json; charset=utf-16' } },
    ...[null, [], 'x', 1, true].map((payload) => ({ what: `body ${JSON.stringify(payload)}`, payload: payload as unknown })),
    { what: 'body {}', payload: {} },
    { what: 'body with unknown keys', payload: { ...(body as object), zzUnknown: 1 } },
  ].map((probe) => ({ ...probe, method, path }))
  if (!body || typeof body !== 'object' || Array.isArray(body)) return probes
  const sample = body as Record<string, unknown>
  for (const key of Object.keys(sample)) {
    const { [key]: _, ...without } = sample
    probes.push({ what: `body without ${key}`, method, path, payload: without })
    for (const value of [...hostileValues, ...hostileText]) {
      probes.push({ what: `body ${key}=${describeValue(value)}`, method, path, payload: { ...sample, [key]: value } })
    }
    probes.push({ what: `body ${key} holding a __proto__ key`, method, path, raw: { body: jsonWith(sample, key, '{"__proto__":{"x":1}}'), type: 'application/json' } })
    // As deep as a body may nest: the value reaches the schema and the handler.
    probes.push({ what: `body ${key} nested to the depth limit`, method, path, raw: { body: jsonWith(sample, key, deepArray(BODY_LIMITS.depth - 1)), type: 'application/json' } })
    for (const number of extremeNumbers) probes.push({ what: `body ${key}=${number}`, method, path, raw: { body: jsonWith(sample, key, number), type: 'application/json' } })
    for (const text of numberLikeText) probes.push({ what: `body ${key}=${JSON.stringify(text)}`, method, path, payload: { ...sample, [key]: text } })
    const nested = sample[key]
    if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
      const inner = nested as Record<string, unknown>
      for (const value of ['a\u0000b', 'a\uD800b', HUGE, 1e308, {}]) probes.push({ what: `body ${key} with key ${describeValue('a\u0000')}`, method, path, payload: { ...sample, [key]: { ...inner, 'a\u0000': value, '\uD800': value } } })
      for (const innerKey of Object.keys(inner)) {
        for (const value of ['a\u0000b', '\uD800', HUGE, 1e308]) {
          probes.push({ what: `body ${key}.${innerKey}=${describeValue(value)}`, method, path, payload: { ...sample, [key]: { ...inner, [innerKey]: value } } })
        }
      }
    }
  }
  return probes
}

describe('bad input answers 400 naming what is wrong', () => {
  const answer = async (method: string, url: string, headers: Record<string, string> = {}, payload?: string) => {
    const res = await t.app.inject({ method: method as InjectOptions['method'], url: `${API_PREFIX}/${url}`, headers: { authorization: `Bearer ${token}`, ...headers }, payload })
    return { status: res.statusCode, body: res.json() as { errorCode: string; errors?: { field: string; message: string }[] } }
  }
  const json = { 'content-type': 'application/json' }

  it('super admin: a NUL in a path, a query or a body, or an unpaired surrogate, is a 400 on its field', async () => {
    expect(await answer('GET', 'merchant/%00')).toMatchObject({ status: 400, body: { errors: [{ field: 'name', message: 'Remove the NUL character' }] } })
    expect(await answer('GET', 'merchant?q=a%00b')).toMatchObject({ status: 400, body: { errors: [{ field: 'q' }] } })
    const profile = await answer('PUT', 'self/profile', json, '{"realName":"a\\ud800b"}')
    expect(profile).toMatchObject({ status: 400, body: { errors: [{ field: 'realName', message: 'Use well-formed Unicode text' }] } })
  })

  it('super admin: a sort the list does not offer, __proto__ included, is a 400 on sort', async () => {
    for (const sort of ['__proto__', '-constructor', 'toString']) {
      expect(await answer('GET', `merchant?sort=${sort}`)).toMatchObject({ status: 400, body: { errors: [{ field: 'sort' }] } })
    }
  })

  it('super admin: a cursor of nonsense, or of another sort, is a 400 on cursor', async () => {
    expect(await answer('GET', `transaction?cursor=${base64url([1e308, 'a'])}`)).toMatchObject({ status: 400, body: { errors: [{ field: 'cursor' }] } })
    const page = await answer('GET', 'transaction?limit=1&sort=-amount')
    const cursor = (page.body as unknown as { nextCursor: string }).nextCursor
    expect(await answer('GET', `transaction?cursor=${cursor}&sort=-createdAt`)).toMatchObject({ status: 400, body: { errors: [{ field: 'cursor' }] } })
    const [tag] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[]
    expect(await answer('GET', `transaction?sort=-amount&cursor=${base64url([tag, 'not a number', 1])}`)).toMatchObject({ status: 400, body: { errors: [{ field: 'cursor' }] } })
    expect((await answer('GET', `transaction?sort=-amount&limit=1&cursor=${cursor}`)).status).toBe(200)
  })

  it('super admin: an update that sends no field to change is a 400', async () => {
    expect(await answer('PUT', `mgroup/${group.name}`, json, '{}')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_FAILED' } })
  })

  it('super admin: multipart without a boundary or cut short is a 400 on file; multipart to a JSON call is a 415', async () => {
    const cut = '--b1\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx'
    expect(await answer('POST', 'self/avatar', { 'content-type': 'multipart/form-data' }, cut)).toMatchObject({ status: 400, body: { errors: [{ field: 'file' }] } })
    expect(await answer('POST', 'self/avatar', { 'content-type': 'multipart/form-data; boundary=b1' }, cut)).toMatchObject({ status: 400, body: { errors: [{ field: 'file' }] } })
    expect((await answer('PUT', 'self/profile', { 'content-type': 'multipart/form-data; boundary=b1' }, cut)).status).toBe(415)
  })
})

const failures: string[] = []
const started = Date.now()

describe('every registered call answers hostile input below 500', () => {
  for (const { id, call } of registered) {
    it(`super admin: ${id} (${call.method} ${call.path})`, async () => {
      const failed: Answer[] = []
      for (const probe of await probesOf(call)) {
        const answer = await send(call, probe)
        if (answer.wrong) failed.push(answer)
      }
      failures.push(...failed.map((f) => `${id}: ${f.what} -> ${f.status} ${f.message}`))
      expect(failed, `${id} answered 5xx, or a body past its limits other than 400 or 413`).toEqual([])
    })
  }

  it(`sent at least 5,000 requests and the server still answers health`, async () => {
    const health = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/health` })
    console.info(`bad input: ${requests} requests to ${registered.length} calls in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} answered 5xx or past a limit wrongly`)
    expect(requests).toBeGreaterThanOrEqual(5000)
    expect(health.statusCode).toBe(200)
  })
})
