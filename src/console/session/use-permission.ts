import type { Permission } from '@domain/permissions'
import { useSessionStore } from './session-store'

/** Whether the signed-in user holds the permission: screens hide what the server would refuse. */
export function usePermission(permission: Permission): boolean {
  return useSessionStore((state) => state.user?.permissions.includes(permission) ?? false)
}
