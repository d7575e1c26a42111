import { type FilterFields, filterSearch } from '@domain/filter-fields'
import { type SearchOf, type SearchReader, type SearchReaders, searchOf } from '@domain/search-params'

/*
 * The search options of a record kind's list and detail routes, spread into their file routes.
 * Route files make the route tree, which loads on the way into the console, and a kind brings its
 * calls' schemas (zod) with it: so a list's search is read from its filters' module, and the kind
 * is named only in the detail's loader (`kind.preload`), which the router moves into the route's
 * own chunk.
 */

/**
 * A list's route options (`...listRouteOptions(cardBinFilterFields)`): its search, each filter's
 * params and `sort`, and the readers given beside them (`?period=`, a dialog).
 */
export function listRouteOptions<R extends readonly SearchReaders[]>(filters: FilterFields, ...search: R) {
  return { validateSearch: searchOf(filterSearch(filters), ...search) }
}

/**
 * A detail route's options where a search param names the record together with its id (the kind's
 * `idSearch`: `/roles/ADMIN?roleSpace=operator`): its search, that param and the readers given
 * beside it (a dialog), and the param as the loader's deps, so `kind.preload` reads it. Built
 * together: written inline in the route, the search's type is lost to loaderDeps' inference.
 */
export function recordSearchOptions<const N extends string, T, R extends readonly SearchReaders[]>(name: N, reader: SearchReader<T>, ...search: R) {
  const own = { [name]: reader } as Record<N, SearchReader<T>>
  return {
    validateSearch: searchOf(own, ...search),
    loaderDeps: ({ search: given }: { search: SearchOf<Record<N, SearchReader<T>>> }) => ({ [name]: given[name] }) as Record<N, T | undefined>,
  }
}
