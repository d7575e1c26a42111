import { type Permission, permissionGroups } from '@domain/permissions'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldErrors } from '../../ui/Field'

interface PermissionSetFieldProps {
  selected: readonly Permission[]
  onChange: (next: Permission[]) => void
  /** Permissions the admin may not grant (they do not hold them): shown, but cannot be ticked on. */
  locked: (permission: Permission) => boolean
  errors?: string[]
}

/**
 * A role's permissions as checkboxes grouped by area (`fraud.read`, `fraud.write` under fraud),
 * each group with a box that ticks or clears all of it. Tab moves, Space ticks.
 */
export function PermissionSetField({ selected, onChange, locked, errors }: PermissionSetFieldProps) {
  const { t } = useTranslation('mrole')
  const id = useId()
  const groups = Object.entries(permissionGroups())
  const chosen = new Set(selected)
  // The catalogue's order, whatever order the boxes were ticked in.
  const commit = (next: Set<Permission>) => onChange(groups.flatMap(([, permissions]) => permissions.filter((p) => next.has(p))))
  const toggle = (permissions: readonly Permission[], on: boolean) => {
    const next = new Set(chosen)
    for (const permission of permissions) if (!on) next.delete(permission)
    else if (!locked(permission)) next.add(permission)
    commit(next)
  }
  return (
    <fieldset className="sm:col-span-2" aria-describedby={errors?.length ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{t('fields.permissions', { count: selected.length })}</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-2">
        {groups.map(([group, permissions]) => (
          <PermissionGroup key={group} group={group} permissions={permissions} chosen={chosen} locked={locked} toggle={toggle} />
        ))}
      </div>
      <FieldErrors id={id} errors={errors} />
    </fieldset>
  )
}

function PermissionGroup({
  group,
  permissions,
  chosen,
  locked,
  toggle,
}: {
  group: string
  permissions: readonly Permission[]
  chosen: ReadonlySet<Permission>
  locked: (permission: Permission) => boolean
  toggle: (permissions: readonly Permission[], on: boolean) => void
}) {
  const { t } = useTranslation('mrole')
  const id = useId()
  const all = useRef<HTMLInputElement>(null)
  const count = permissions.filter((p) => chosen.has(p)).length
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && count < permissions.length
  }, [count, permissions.length])
  return (
    <fieldset className="rounded border border-slate-200 p-2 dark:border-slate-700">
      <legend className="flex items-center gap-2 px-1">
        <input ref={all} id={`${id}-box`} type="checkbox" className="size-4" checked={count === permissions.length} onChange={(event) => toggle(permissions, event.target.checked)} />
        <label htmlFor={`${id}-box`} className="text-sm font-semibold">
          {group}
        </label>
      </legend>
      <ul className="mt-1 space-y-0.5 ps-6">
        {permissions.map((permission) => {
          const box = `${id}-${permission}`
          const cannot = locked(permission) && !chosen.has(permission)
          return (
            <li key={permission} className="flex items-center gap-2">
              <input id={box} type="checkbox" className="size-4" checked={chosen.has(permission)} disabled={cannot} onChange={(event) => toggle([permission], event.target.checked)} />
              <label htmlFor={box} className={`font-mono text-xs ${cannot ? 'text-slate-500' : ''}`} title={cannot ? t('notYours') : undefined}>
                {permission}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
