import type { Migration } from 'kysely/migration'
import * as m0001 from './0001_identity'

/** In order; names sort the way they must run. */
export const migrations: Record<string, Migration> = {
  '0001_identity': m0001,
}
