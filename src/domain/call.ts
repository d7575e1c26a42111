import { z } from 'zod'
import { type CallAccess, type CallRoute, type HttpMethod, pathParamNames } from './call-route'

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
