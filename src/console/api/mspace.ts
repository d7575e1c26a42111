import { mspaceCalls } from '@domain/calls/mspace'
import type { Space } from '@domain/entities/mspace'
import { spaceFilterFields } from '@domain/filters/mspace'
import { callQuery } from './call-query'
import { defineRecordKind } from './record-kind'

/** Spaces (mspace): the operator's and the partners' tenants, named in the URL by their id. */
export const mspace = defineRecordKind({
  kind: 'space',
  calls: { list: mspaceCalls.list, get: mspaceCalls.get, create: mspaceCalls.create },
  filters: spaceFilterFields,
  version: (row: Space) => `${row.displayName}|${row.status}`,
  history: (row) => row.name,
})

export const spaceKeys = {
  config: (id: number) => [...mspace.keys.all, id, 'config'] as const,
  roles: (space: string) => [...mspace.keys.all, space, 'roles'] as const,
  reports: (space: string) => ['reportconfigs', space] as const,
}

/** A space's own settings: default currency and time zone, 2FA, password expiry, idle timeout... */
export const spaceConfigQueryOptions = (id: number) =>
  callQuery(spaceKeys.config(id), mspaceCalls.getConfig, { params: { id } })

/** The roles of one space, for a user's role choices. */
export const spaceRolesQueryOptions = (space: string) =>
  callQuery(spaceKeys.roles(space), mspaceCalls.roles, { params: { space } })

/** A space's report configs, whole (the call answers them all, not a page). */
export const reportConfigsQueryOptions = (space: string) =>
  callQuery(spaceKeys.reports(space), mspaceCalls.quicksightReports, { params: { space } })
