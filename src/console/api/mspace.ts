import { mspaceCalls } from '@domain/calls/mspace'
import type { Space } from '@domain/entities/mspace'
import { spaceFilterFields } from '@domain/filters/mspace'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import { defineRecordKind } from './record-kind'

/** Spaces (mspace): the operator's and the partners' tenants, named in the URL by their id. */
export const mspace = defineRecordKind({
  area: 'mspace',
  list: 'spaces',
  calls: { list: mspaceCalls.list, get: mspaceCalls.get, create: mspaceCalls.create },
  filters: spaceFilterFields,
  route: '/spaces/$space',
  version: (row: Space) => `${row.displayName}|${row.status}`,
  history: (row) => ({ targetType: 'space', targetId: row.name }),
})

export const spaceKeys = {
  config: (id: number) => [...mspace.keys.all, id, 'config'] as const,
  roles: (space: string) => [...mspace.keys.all, space, 'roles'] as const,
  reports: (space: string) => ['reportconfigs', space] as const,
}

/** A space's own settings: default currency and time zone, 2FA, password expiry, idle timeout... */
export const spaceConfigQueryOptions = (id: number) =>
  queryOptions({
    queryKey: spaceKeys.config(id),
    queryFn: ({ signal }) => callApi(mspaceCalls.getConfig, { params: { id }, signal }),
  })

/** The roles of one space, for a user's role choices. */
export const spaceRolesQueryOptions = (space: string) =>
  queryOptions({
    queryKey: spaceKeys.roles(space),
    queryFn: ({ signal }) => callApi(mspaceCalls.roles, { params: { space }, signal }),
  })

/** A space's report configs, whole (the call answers them all, not a page). */
export const reportConfigsQueryOptions = (space: string) =>
  queryOptions({
    queryKey: spaceKeys.reports(space),
    queryFn: ({ signal }) => callApi(mspaceCalls.quicksightReports, { params: { space }, signal }),
  })
