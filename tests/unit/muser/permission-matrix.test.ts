import type { Role } from '@domain/entities/mrole'
import { permissions } from '@domain/permissions'
import { describe, expect, it } from 'vitest'
import { permissionMatrix } from '../../../src/console/screens/muser/permission-matrix'

const role = (name: string, granted: Role['permissions']): Role => ({ id: 1, space: 'operator', name, description: '', permissions: granted, userCount: 1, created: '2026-01-01T00:00:00.000Z' })

const rowOf = (matrix: ReturnType<typeof permissionMatrix>, permission: string) => matrix.groups.flatMap((group) => group.rows).find((row) => row.permission === permission)!

describe("a user's effective permissions", () => {
  const analyst = role('FRAUD_ANALYST', ['fraud.read', 'fraud.write', 'transaction.read'])
  const support = role('SUPPORT', ['transaction.read', 'message.resend'])
  const other = role('FINANCE', ['finance.read'])

  it('are the union of their roles, each cell saying which role grants it', () => {
    const matrix = permissionMatrix(['FRAUD_ANALYST', 'SUPPORT'], [analyst, support, other])
    expect(matrix.roles.map((r) => r.name)).toEqual(['FRAUD_ANALYST', 'SUPPORT'])
    expect(rowOf(matrix, 'transaction.read')).toEqual({ permission: 'transaction.read', grantedBy: [true, true], effective: true })
    expect(rowOf(matrix, 'message.resend')).toEqual({ permission: 'message.resend', grantedBy: [false, true], effective: true })
    expect(rowOf(matrix, 'finance.read').effective).toBe(false)
    expect(matrix.effectiveCount).toBe(4)
  })

  it('cover the whole catalogue, grouped by what comes before the dot', () => {
    const matrix = permissionMatrix([], [analyst])
    expect(matrix.groups.flatMap((group) => group.rows.map((row) => row.permission))).toEqual([...permissions])
    expect(matrix.groups.find((group) => group.group === 'fraud')!.rows.map((row) => row.permission)).toEqual(['fraud.read', 'fraud.write'])
    expect(matrix.effectiveCount).toBe(0)
  })

  it('name a role the space does not have rather than drop it', () => {
    expect(permissionMatrix(['GONE'], [analyst]).unknownRoles).toEqual(['GONE'])
  })

  it('are every permission for a super admin', () => {
    expect(permissionMatrix([], [], true).effectiveCount).toBe(permissions.length)
  })
})
