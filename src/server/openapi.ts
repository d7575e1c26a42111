import { API_PREFIX, BODY_LIMITS, type CallDef, httpMethods } from '@domain/call'
import { allCalls, calls } from '@domain/calls'
import { heldAnswerSchema } from '@domain/entities/approval'
import { errorBodySchema } from '@domain/errors'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { routeUrl } from './calls'

type JsonSchema = Record<string, unknown>
type Operation = Record<string, unknown>

/** A route the app answers under the API prefix, as Fastify spells it: `/api/v1/merchant/:name`. */
export interface ApiRoute {
  method: string
  url: string
}

const routesByApp = new WeakMap<FastifyInstance, ApiRoute[]>()

/**
 * Starts recording the API routes the app registers (before its modules are registered), so
 * the document describes exactly what the app answers.
 */
export function recordApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = []
  routesByApp.set(app, routes)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return
    for (const method of [route.method].flat()) {
      if ((httpMethods as readonly string[]).includes(method)) routes.push({ method, url: route.url })
    }
  })
  return routes
}

/** The API routes an app registered, for tests that hold the document against them. */
export function registeredApiRoutes(app: FastifyInstance): readonly ApiRoute[] {
  return routesByApp.get(app) ?? []
}

/** `/api/v1/merchant/:name` -> `/merchant/{name}`; the files wildcard -> `/files/{key}`. */
export function openApiPath(url: string): string {
  return url
    .slice(API_PREFIX.length)
    .replace(/:(\w+)/g, '{$1}')
    .replace(/\*$/, '{key}')
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

function propertiesOf(schema: JsonSchema): [string, JsonSchema, boolean][] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => [name, property, required.has(name)])
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })

function accessText(call: CallDef): string {
  if (call.access === 'public') return 'Public: no token needed.'
  if (call.access === 'signedIn') return 'Any signed-in user.'
  return `Needs the permission \`${call.access}\`; records outside the caller's scope answer 404.`
}

function callOperation(id: string, call: CallDef): Operation {
  const params = propertiesOf(jsonSchema(call.params, 'input')).map(([name, schema]) => ({ name, in: 'path', required: true, schema }))
  const query = propertiesOf(jsonSchema(call.query, 'input')).map(([name, schema, required]) => ({ name, in: 'query', required, schema }))
  const body = jsonSchema(call.body, 'input')
  const requestBody = call.multipart
    ? {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['file'] } } },
      }
    : propertiesOf(body).length > 0
      ? { required: true, content: { 'application/json': { schema: body } } }
      : undefined
  const answer = call.raw
    ? { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } }
    : { description: 'Done', content: { 'application/json': { schema: jsonSchema(call.response, 'output') } } }
  const signedIn = call.access !== 'public'
  return {
    operationId: id,
    tags: [call.area],
    summary: call.summary ?? id,
    description: accessText(call),
    'x-permission': call.access,
    security: signedIn ? [{ bearer: [] }] : [],
    ...(params.length + query.length > 0 ? { parameters: [...params, ...query] } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': answer,
      ...(call.approval
        ? { '202': { description: `Held for a second person by the space's \`${call.approval}\` approval policy: nothing changed yet`, content: { 'application/json': { schema: jsonSchema(heldAnswerSchema, 'output') } } } }
        : {}),
      '400': errorResponse('Invalid input: one entry per field in `errors`'),
      ...(signedIn ? { '401': errorResponse('No valid token') } : {}),
      ...(signedIn && call.access !== 'signedIn' ? { '403': errorResponse('The permission is missing') } : {}),
      '404': errorResponse('No such record, or one outside the caller scope'),
      ...(requestBody && !call.multipart ? { '413': errorResponse(`The body is longer than the ${call.bodyLimit ?? BODY_LIMITS.bytes} bytes this call takes`) } : {}),
      ...(call.heavy ? { '429': errorResponse('A heavy call: this server is running all it takes at once; try again after `Retry-After` seconds') } : {}),
    },
  }
}

const signedFileParams = [
  { name: 'key', in: 'path', required: true, schema: { type: 'string' }, description: 'The file key, such as `merchant/acme-books-logo.png`' },
  { name: 'expires', in: 'query', required: true, schema: { type: 'integer' } },
  { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
]

/** The routes that are not calls of the call table: operations of the server itself. */
const serverOperations: Record<string, Operation> = {
  'GET /health': {
    operationId: 'server.health',
    tags: ['server'],
    summary: 'Whether the server and its database answer',
    security: [],
    responses: {
      '200': { description: 'The database answered', content: { 'application/json': { schema: healthSchema('ok') } } },
      '503': { description: 'The database did not answer', content: { 'application/json': { schema: healthSchema('unavailable') } } },
    },
  },
  'GET /metrics': {
    operationId: 'server.metrics',
    tags: ['server'],
    summary: 'Prometheus metrics',
    description: 'Answers only to the bearer token set in METRICS_TOKEN; 404 when none is set.',
    security: [{ metricsToken: [] }],
    responses: {
      '200': { description: 'Metrics in the Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } },
      '401': errorResponse('Not the metrics token'),
      '404': errorResponse('Metrics are off'),
    },
  },
  'GET /openapi.json': {
    operationId: 'server.openapi',
    tags: ['server'],
    summary: 'This document',
    security: [],
    responses: { '200': { description: 'OpenAPI 3.1', content: { 'application/json': { schema: { type: 'object' } } } } },
  },
  'GET /message-frame': {
    operationId: 'server.messageFrame',
    tags: ['server'],
    summary: "The sandboxed, empty document the console shows a message's HTML in",
    description: 'Holds no data: the console posts the HTML it read from the API into it.',
    security: [],
    responses: { '200': { description: 'An HTML document with its own sandboxing policy', content: { 'text/html': { schema: { type: 'string' } } } } },
  },
  'GET /files/{key}': {
    operationId: 'server.readFile',
    tags: ['server'],
    summary: 'A stored file, through a signed address',
    security: [],
    parameters: signedFileParams,
    responses: { '200': { description: 'The file' }, '404': errorResponse('No such file, or a bad or expired signature') },
  },
  'PUT /files/{key}': {
    operationId: 'server.uploadFile',
    tags: ['server'],
    summary: 'Stores a file through a signed upload address (from asset/sign)',
    security: [],
    parameters: signedFileParams,
    requestBody: { required: true, content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
    responses: {
      '204': { description: 'Stored' },
      '404': errorResponse('A bad or expired signature'),
      '415': errorResponse('A content type other than the one the file name implies'),
    },
  },
}

function healthSchema(status: string): JsonSchema {
  return {
    type: 'object',
    properties: { status: { const: status }, engine: { enum: ['pglite', 'postgres'] }, migration: { type: ['string', 'null'] } },
    required: ['status', 'engine', 'migration'],
  }
}

/**
 * The OpenAPI 3.1 document of the routes an app answers: each call of the call table from its
 * zod schemas (path, query, body and answer), and the server's own routes. A route that is
 * neither is left out; a test holds the document against the registered routes.
 */
export function openApiDocument(routes: readonly ApiRoute[], version: string): Record<string, unknown> {
  const callsByRoute = new Map(allCalls().map(({ id, call }) => [`${call.method} ${routeUrl(call.path)}`, { id, call }]))
  const paths: Record<string, Record<string, Operation>> = {}
  for (const route of routes) {
    const path = openApiPath(route.url)
    const entry = callsByRoute.get(`${route.method} ${route.url}`)
    const operation = entry ? callOperation(entry.id, entry.call) : serverOperations[`${route.method} ${path}`]
    if (!operation) continue
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation }
  }
  // Areas in the call table's order, the server's own routes last.
  const used = new Set(Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((o) => o.tags as string[])))
  const tags = [...Object.keys(calls), 'server'].filter((tag) => used.has(tag)).map((name) => ({ name }))
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payments Console API',
      version,
      description:
        'Every call of the console. Sign in with POST /login for a bearer token; errors answer `{ errorCode, message, errors? }`. Lists take `limit`, `cursor` and `sort` and answer `{ items, nextCursor }`.',
    },
    servers: [{ url: API_PREFIX }],
    tags,
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from POST /login' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
      },
    },
  }
}
