import type { Permission } from './permissions'

/*
 * The part of a call table entry that needs no zod: where a call goes and who may make it. The
 * console's client and session code import only this, so zod and the entity schemas stay off
 * the sign-in page; call.ts builds the full entries on top of it.
 */

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const
export type HttpMethod = (typeof httpMethods)[number]

/**
 * Who may make a call: `public` needs no token, `signedIn` any valid session, otherwise the
 * named permission. Scope (space, group, merchant) is enforced by the module on top of this.
 */
export type CallAccess = 'public' | 'signedIn' | Permission

/** A call's route without its schemas. */
export interface CallRoute {
  area: string
  method: HttpMethod
  /** Path below the API prefix, in calls.tsv form: `merchant/{name}/caller/{caller}`. */
  path: string
  access: CallAccess
  /**
   * A sensitive call: the sign-in must have proved it is its user (password or 2FA code) within
   * STEP_UP_MINUTES, else the server answers 401 STEP_UP_REQUIRED and the console asks for it.
   */
  stepUp?: true
}

/** An area's routes, each written without the area they all carry. */
export function areaRoutes<const A extends string, const R extends Record<string, Omit<CallRoute, 'area'>>>(area: A, routes: R) {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, { area, ...route }])) as { [K in keyof R]: { area: A } & R[K] }
}

/**
 * An area's routes typed as its full calls (`routes` holds one for each), for code that only makes
 * the calls: the console's client reads no schema, so the session code gets each call's types
 * without zod's weight.
 */
export function callsOfRoutes<Calls extends Record<string, CallRoute>>(routes: { [K in keyof Calls]: CallRoute }) {
  return <K extends keyof Calls>(name: K): Calls[K] => routes[name] as Calls[K]
}

/** Path parameter names of a calls.tsv path: `merchant/{name}/caller/{caller}` -> name, caller. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
}

/** Fills a calls.tsv path with values, encoding each one. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}

export const API_PREFIX = '/api/v1'

/** The API reference page the server serves, generated from the call table. */
export const API_DOCS_PATH = '/api/docs'
