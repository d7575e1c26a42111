import { z } from 'zod'
import { type CallAccess, type CallRoute, type HttpMethod, pathParamNames } from './call-route'
import { okAnswerSchema } from './entities/user'
import { pageSchema } from './pagination'
import type { Permission } from './permissions'

export { API_PREFIX, type CallAccess, type CallRoute, fillPath, type HttpMethod, httpMethods, pathParamNames } from './call-route'

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
  /** The answer is a file or a stream, not JSON. */
  raw?: boolean
  summary?: string
}

const none = z.object({}).strict()
const anyAnswer = z.unknown()

type Opt<T, D> = T extends z.ZodType ? T : D

/** One row of calls.tsv as code. Omitted schemas mean "nothing expected". */
export function defineCall<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(def: {
  area: string
  method: HttpMethod
  path: string
  access: CallAccess
  params?: P
  query?: Q
  body?: B
  response?: R
  multipart?: boolean
  raw?: boolean
  summary?: string
}): CallDef<Opt<P, typeof none>, Opt<Q, typeof none>, Opt<B, typeof none>, Opt<R, typeof anyAnswer>> {
  return {
    ...def,
    params: (def.params ?? pathParamsSchema(def.path)) as never,
    query: (def.query ?? none) as never,
    body: (def.body ?? none) as never,
    response: (def.response ?? anyAnswer) as never,
  }
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
 * The five calls of a record kept at `path` and `path/{key}`: its list (a keyset page of the
 * entity), get, create, update and remove, reading with one permission and writing with
 * another. An area takes the ones calls.tsv names and adds its own beside them.
 */
export function recordCalls<
  P extends z.ZodObject,
  Q extends z.ZodType,
  E extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  A extends z.ZodType = E,
>(def: {
  area: string
  /** The collection's path; a record's is `{path}/{<its key param>}`. */
  path: string
  /** The record's path params, its own key last: `z.object({ id: numericId })`, `z.object({ name, id })`. */
  params: P
  read: Permission
  write: Permission
  entity: E
  listQuery: Q
  create: C
  update: U
  /** What create answers when it is more than the record (a once-only secret). */
  created?: A
}) {
  const { area, path, params, read, write, entity } = def
  const item = `${path}/{${Object.keys(params.shape).at(-1)}}`
  return {
    list: defineCall({ area, method: 'GET', path, access: read, query: def.listQuery, response: pageSchema(entity) }),
    get: defineCall({ area, method: 'GET', path: item, access: read, params, response: entity }),
    create: defineCall({ area, method: 'POST', path, access: write, body: def.create, response: (def.created ?? entity) as A }),
    update: defineCall({ area, method: 'PUT', path: item, access: write, params, body: def.update, response: entity }),
    remove: defineCall({ area, method: 'DELETE', path: item, access: write, params, response: okAnswerSchema }),
  }
}
