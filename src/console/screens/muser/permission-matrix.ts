import type { Role } from '@domain/entities/mrole'
import { type Permission, permissionGroups } from '@domain/permissions'

/** One permission of the matrix: which of the user's roles grant it, and whether the user has it at all. */
export interface PermissionRow {
  permission: Permission
  /** One entry per role, in the matrix's role order. */
  grantedBy: boolean[]
  effective: boolean
}

export interface PermissionMatrix {
  /** The user's roles found in their space, by name; a role name with no such role is in `unknownRoles`. */
  roles: Role[]
  unknownRoles: string[]
  groups: { group: string; rows: PermissionRow[] }[]
  /** How many permissions the user has. */
  effectiveCount: number
}

/**
 * What a user can do: the permission catalogue by group against the roles they hold, each cell
 * whether that role grants it, and the union of them. A super admin holds every permission
 * whatever their roles say.
 */
export function permissionMatrix(held: readonly string[], spaceRoles: readonly Role[], superAdmin = false): PermissionMatrix {
  const roles = held.flatMap((name) => spaceRoles.filter((role) => role.name === name))
  const unknownRoles = held.filter((name) => !spaceRoles.some((role) => role.name === name))
  const sets = roles.map((role) => new Set<string>(role.permissions))
  let effectiveCount = 0
  const groups = Object.entries(permissionGroups()).map(([group, permissions]) => ({
    group,
    rows: permissions.map((permission) => {
      const grantedBy = sets.map((set) => set.has(permission))
      const effective = superAdmin || grantedBy.some(Boolean)
      if (effective) effectiveCount++
      return { permission, grantedBy, effective }
    }),
  }))
  return { roles, unknownRoles, groups, effectiveCount }
}
