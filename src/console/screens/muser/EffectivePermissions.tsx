import { TOP_OPERATOR_SPACE } from '@domain/constants'
import type { AdminUser } from '@domain/entities/muser'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { spaceRolesQueryOptions } from '../../api/mspace'
import { usePermission } from '../../session/use-permission'
import { CompactTable } from '../../ui/CompactTable'
import { RecordQuery } from '../../ui/RecordEditor'
import { Section } from '../../ui/record-parts'
import { type PermissionRow, permissionMatrix } from './permission-matrix'

/**
 * What the user can do: where their scope places them, and every permission against the roles
 * they hold (a tick where a role grants it), the last column the union of them.
 */
export function EffectivePermissions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('muser')
  const canReadRoles = usePermission('role.read')
  const roles = useQuery({ ...spaceRolesQueryOptions(user.space), enabled: canReadRoles })
  const superAdmin = user.scope === 'SPACE' && user.space === TOP_OPERATOR_SPACE
  const reach = [user.space, user.group, user.merchant].filter(Boolean).join(' › ')
  return (
    <Section title={t('effective.title')}>
      <p className="mb-3 text-sm">{t(`effective.scope.${user.scope}`, { reach })}</p>
      {!canReadRoles ? (
        <p className="text-sm text-slate-500">{t('effective.noRoleRead')}</p>
      ) : (
        <RecordQuery query={roles} skeleton="h-24">
          {(spaceRoles) => {
            const matrix = permissionMatrix(user.roles, spaceRoles, superAdmin)
            const groupStarts = new Set(matrix.groups.map((group) => group.rows[0]?.permission))
            return (
              <div className="space-y-2">
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {superAdmin ? t('effective.superAdmin') : t('effective.count', { count: matrix.effectiveCount })}
                </p>
                {matrix.unknownRoles.length > 0 && <p className="text-sm text-error">{t('effective.unknown', { roles: matrix.unknownRoles.join(', ') })}</p>}
                <CompactTable<PermissionRow>
                  caption={t('effective.title')}
                  scroll="max-h-96"
                  rows={matrix.groups.flatMap((group) => group.rows)}
                  rowKey={(row) => row.permission}
                  // Each group of permissions starts under a line of its own.
                  rowClassName={(row) => `${groupStarts.has(row.permission) ? 'border-t border-t-slate-200 dark:border-t-slate-700' : ''} ${row.effective ? '' : 'text-slate-500'}`}
                  columns={[
                    { id: 'permission', header: t('effective.permission'), rowHeader: true, className: 'font-mono text-xs', cell: (row) => row.permission },
                    ...matrix.roles.map((role, index) => ({
                      id: `role-${role.id}`,
                      header: role.name,
                      center: true,
                      cell: (row: PermissionRow) => <Tick on={row.grantedBy[index]!} />,
                    })),
                    { id: 'effective', header: t('effective.effective'), center: true, className: 'font-semibold', cell: (row) => <Tick on={row.effective} /> },
                  ]}
                />
              </div>
            )
          }}
        </RecordQuery>
      )}
    </Section>
  )
}

function Tick({ on }: { on: boolean }) {
  const { t } = useTranslation('muser')
  return (
    <>
      <span aria-hidden="true" className={on ? '' : 'text-slate-300'}>
        {on ? '✓' : '·'}
      </span>
      <span className="sr-only">{on ? t('effective.yes') : t('effective.no')}</span>
    </>
  )
}
