import { z } from 'zod'
import { type CallRoute, pathParamNames } from './call-route'
import { okAnswerSchema } from './entities/user'
import type { ApprovalPolicy } from './enums'
import { pageSchema } from './pagination'
import type { Permission } from './permissions'

export { API_DOCS_PATH, API_PREFIX, type CallAccess, type CallRoute, fillPath, type HttpMethod, httpMethods, pathParamNames } from './call-route'

export interface CallDef<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> extends CallRoute {
  params: Params
  query: Query
  body: Body
  response: Response
  /** The body is multipart form data (a file upload) rather than JSON. */
  multipart?: boolean
  /** A record's partial update: a body that sends none of its fields changes nothing, and is refused. */
  partialUpdate?: boolean
  /** The answer is a file or a stream, not JSON. */
  raw?: boolean
  /** The largest JSON body the call reads, in bytes, for a call that needs more than `BODY_LIMITS.bytes`. */
  bodyLimit?: number
  /**
   * The call's work is long for one request: a template render in the server's own thread, or a
   * read over many transactions (which PGlite also runs in that thread, and which holds a
   * PostgreSQL connection). Each process runs them in turn (`HEAVY_CALLS`).
   */
  heavy?: boolean
  /**
   * The space's approval policy that may hold this call for a second person: when it does, the
   * call answers 202 with a pending change request and changes nothing until it is approved.
   */
  approval?: ApprovalPolicy
  summary?: string
}

/**
 * What a call's JSON body may be: at most `bytes` long unless its entry raises `bodyLimit` (413
 * beyond), nested at most `depth` deep and holding at most `values` values (400 beyond). The
 * server checks them on the raw text before parsing it, so a hostile body costs no more than
 * reading it.
 */
export const BODY_LIMITS = { bytes: 128 * 1024, depth: 64, values: 10_000 } as const

/**
 * Heavy calls in one server process: `atOnce` run while `waiting` more wait their turn; any
 * beyond answer 429 with Retry-After, so no burst of them holds the others up. One at a time:
 * those that work in the server's thread gain nothing from running together, and two would hold
 * it twice as long between other requests.
 */
export const HEAVY_CALLS = { atOnce: 1, waiting: 4, retryAfterSeconds: 1 } as const

const none = z.object({}).strict()
const anyAnswer = z.unknown()

type Opt<T, D> = T extends z.ZodType ? T : D

/** One row of calls.tsv as code: a call's entry, whose omitted schemas mean "nothing expected". */
export function defineCall<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(
  def: Omit<CallDef, 'params' | 'query' | 'body' | 'response'> & { params?: P; query?: Q; body?: B; response?: R },
): CallDef<Opt<P, typeof none>, Opt<Q, typeof none>, Opt<B, typeof none>, Opt<R, typeof anyAnswer>> {
  return {
    ...def,
    params: (def.params ?? pathParamsSchema(def.path)) as never,
    query: (def.query ?? none) as never,
    body: (def.body ?? none) as never,
    response: (def.response ?? anyAnswer) as never,
  }
}

/** A call whose writes a space's approval policy may hold for a second person (`approval`). */
export function heldBy<C extends CallDef>(policy: ApprovalPolicy, call: C): C {
  return { ...call, approval: policy }
}

function pathParamsSchema(path: string): z.ZodType {
  const names = pathParamNames(path)
  return z.object(Object.fromEntries(names.map((n) => [n, z.string().min(1).max(200)]))).strict()
}

export type ParamsOf<C extends CallDef> = z.input<C['params']>
export type QueryOf<C extends CallDef> = z.input<C['query']>
export type BodyOf<C extends CallDef> = z.input<C['body']>
export type ResponseOf<C extends CallDef> = z.output<C['response']>

/**
 * The five calls of a record kept at `path` and `path/{its keys}`: its list (a keyset page of the
 * entity), get, create, update and remove, reading with one permission and writing with
 * another. An area takes the ones calls.tsv names and adds its own beside them; a schema it
 * leaves out belongs to a call it does not take.
 */
export function recordCalls<
  P extends z.ZodObject,
  E extends z.ZodType,
  Q extends z.ZodType = typeof none,
  C extends z.ZodType = typeof none,
  U extends z.ZodType = typeof none,
  A extends z.ZodType = E,
  L extends z.ZodType = E,
  K extends z.ZodType = typeof none,
  W extends z.ZodObject | undefined = undefined,
>(def: {
  area: string
  /** The collection's path; a record's is `{path}/{<its key param>}`. */
  path: string
  /** The record's path params, its parent's first: `z.object({ id: numericId })`, `z.object({ space, name })`. */
  params: P
  /** The path params of the collection, for a record kept under a parent (`merchant/{name}/gatewayconfig`). */
  parent?: W
  read: Permission
  write: Permission
  entity: E
  /** A list row, when the list holds a summary of the record rather than the record. */
  listItem?: L
  listQuery?: Q
  /** The query of the record's own calls, where its key alone does not name it (`?space=`). */
  keyQuery?: K
  create?: C
  update?: U
  /** What create answers when it is more than the record (a once-only secret). */
  created?: A
  /** What create and update declare beyond their schemas: a larger body, heavy work. */
  writes?: Pick<CallDef, 'bodyLimit' | 'heavy'>
}) {
  const { area, path, params, parent, read, write, entity } = def
  const own = Object.keys(params.shape).filter((name) => !(parent && name in parent.shape))
  const item = [path, ...own.map((name) => `{${name}}`)].join('/')
  const query = (def.keyQuery ?? none) as K
  return {
    list: defineCall({ area, method: 'GET', path, access: read, params: parent, query: (def.listQuery ?? none) as Q, response: pageSchema((def.listItem ?? entity) as L) }),
    get: defineCall({ area, method: 'GET', path: item, access: read, params, query, response: entity }),
    create: defineCall({ area, method: 'POST', path, access: write, params: parent, body: (def.create ?? none) as C, response: (def.created ?? entity) as A, ...def.writes }),
    update: defineCall({ area, method: 'PUT', path: item, access: write, params, query, body: (def.update ?? none) as U, response: entity, partialUpdate: true, ...def.writes }),
    remove: defineCall({ area, method: 'DELETE', path: item, access: write, params, query, response: okAnswerSchema }),
  }
}
