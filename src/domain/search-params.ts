/**
 * Readers of route search params, without zod: every route's `validateSearch` is built from
 * these, and route files load with the first page, where zod's weight does not belong. The
 * router hands over what it parsed from the URL (`?cardBin=520082` arrives as the number
 * 520082); each reader turns that into its typed value, or undefined when it cannot. A declared
 * param with a bad value fails the route's validation, which shows 'Page Not Found: {path}' (the
 * spec's rule): a mangled deep link says so rather than open a screen without what it named.
 */

/** Reads one search param; undefined refuses a value given (the route fails validation). */
export type SearchReader<T> = (value: unknown) => T | undefined

export type SearchReaders = Readonly<Record<string, SearchReader<unknown>>>

/** The typed search a set of readers gives: every key optional. */
export type SearchOf<R extends SearchReaders> = { [K in keyof R]?: R[K] extends SearchReader<infer T> ? T : never }

/** Text. A link built in code may pass a number or a boolean, and the URL parser gives numbers for digits: both are taken as their text. */
export const text: SearchReader<string> = (value) =>
  typeof value === 'string' ? value : (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean' ? String(value) : undefined

/** Text of at most `max` characters; longer text is refused. */
export function textUpTo(max: number): SearchReader<string> {
  return (value) => {
    const read = text(value)
    return read !== undefined && read.length <= max ? read : undefined
  }
}

/** A whole number, from a number or its text (`'1500'`). */
export const int: SearchReader<number> = (value) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isInteger(number) ? number : undefined
}

/** One of these values; a value given as text matches its number (`'168'` reads as 168) and the reverse. */
export function oneOf<const V extends readonly (string | number)[]>(values: V): SearchReader<V[number]> {
  return (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined
    return values.find((known) => known === value || String(known) === String(value))
  }
}

/** The search several sets of readers give together; a set typed with an index signature (a list's filters) keeps it. */
export type SearchOfAll<R extends readonly SearchReaders[]> = R extends readonly [infer First extends SearchReaders, ...infer Rest extends readonly SearchReaders[]]
  ? SearchOf<First> & SearchOfAll<Rest>
  : unknown

/**
 * A route's `validateSearch`: reads each declared param given with its reader, and throws for a
 * value its reader refuses (the router shows the route's validation error: 'Page Not Found');
 * params no reader declares are left out, as a zod object would strip them.
 * Sets are given apart (`searchOf(filterSearch(fields), dialogSearch('delete'))`) rather than
 * spread into one, as a spread loses the index signature of a list's filter readers.
 */
export function searchOf<R extends readonly SearchReaders[]>(...sets: R): (search: Record<string, unknown>) => NoInfer<SearchOfAll<R>> {
  const readers = Object.assign({}, ...sets) as Record<string, SearchReader<unknown>>
  return (search) => {
    const read: Record<string, unknown> = {}
    for (const [key, reader] of Object.entries(readers)) {
      if (search[key] === undefined) continue
      const value = reader(search[key])
      if (value === undefined) throw new Error(`The search parameter ${key} has a value this page cannot read`)
      read[key] = value
    }
    return read as SearchOfAll<R>
  }
}
