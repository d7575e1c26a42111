import { TOP_OPERATOR_SPACE } from '@domain/constants'
import type { AdminUser } from '@domain/entities/muser'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { spaceRolesQueryOptions } from '../../api/mspace'
import { usePermission } from '../../session/use-permission'
import { RecordQuery } from '../../ui/RecordEditor'
import { Section } from '../../ui/record-parts'
import { ScrollRegion } from '../../ui/ScrollRegion'
import { permissionMatrix } from './permission-matrix'

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
            return (
              <div className="space-y-2">
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {superAdmin ? t('effective.superAdmin') : t('effective.count', { count: matrix.effectiveCount })}
                </p>
                {matrix.unknownRoles.length > 0 && <p className="text-sm text-error">{t('effective.unknown', { roles: matrix.unknownRoles.join(', ') })}</p>}
                <ScrollRegion className="max-h-96 overflow-auto" label={t('effective.title')}>
                  <table className="w-full text-sm" aria-label={t('effective.title')}>
                    <thead className="sticky top-0 bg-white dark:bg-slate-900">
                      <tr className="text-xs text-slate-500">
                        <th scope="col" className="py-1 text-start font-medium">{t('effective.permission')}</th>
                        {matrix.roles.map((role) => (
                          <th key={role.id} scope="col" className="px-2 py-1 text-center font-medium">{role.name}</th>
                        ))}
                        <th scope="col" className="px-2 py-1 text-center font-medium">{t('effective.effective')}</th>
                      </tr>
                    </thead>
                    {matrix.groups.map((group) => (
                      <tbody key={group.group} className="border-t border-slate-200 dark:border-slate-700">
                        {group.rows.map((row) => (
                          <tr key={row.permission} className={row.effective ? '' : 'text-slate-500'}>
                            <th scope="row" className="py-0.5 text-start font-mono text-xs font-normal">{row.permission}</th>
                            {row.grantedBy.map((granted, index) => (
                              <td key={matrix.roles[index]!.id} className="px-2 text-center">
                                <Tick on={granted} />
                              </td>
                            ))}
                            <td className="px-2 text-center font-semibold">
                              <Tick on={row.effective} />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    ))}
                  </table>
                </ScrollRegion>
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
