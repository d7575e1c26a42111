import { muserCalls } from '@domain/calls/muser'
import type { Role } from '@domain/entities/mrole'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { mrole } from '../../api/mrole'
import { usePermission } from '../../session/use-permission'
import { TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { Mono, RecordLinks, Section } from '../../ui/record-parts'
import { SpacedFields } from '../../ui/SpaceFields'
import { RecordKindDetail, useSpacedEditor } from '../../workspace'
import { PermissionSetField } from './PermissionSetField'

/** How many holders of a role its detail lists; the users screen filtered by the role has them all. */
const HOLDERS_SHOWN = 50

/** /roles/{role}?roleSpace=: one role's permission set to read and edit, and who holds it; `@new` creates one. */
export function RoleDetail() {
  return <RecordKindDetail kind={mrole} editor={RoleEditor} />
}

function RoleEditor({ record }: { record: Role | null }) {
  const { t } = useTranslation('mrole')
  const { me, editor, pane, spaced } = useSpacedEditor({
    kind: mrole,
    record,
    newTitle: t('newTitle'),
    deleteText: record && record.userCount > 0 ? t('deleteHeld', { count: record.userCount }) : t('deleteText'),
    facts: (role) => [{ label: t('fields.userCount'), value: role.userCount }],
    initial: {
      description: record?.description ?? '',
      permissions: record?.permissions ?? [],
    },
    body: (form) => ({ description: form.description.trim(), permissions: form.permissions }),
  })
  const mine = new Set(me?.permissions ?? [])
  return (
    <RecordEditor
      {...pane}
      formLabel={t('formLabel')}
      after={record && <RoleHolders role={record} />}
    >
      <SpacedFields {...spaced} nameHint={t('nameHint')} />
      <div className="sm:col-span-2">
        <TextField label={t('fields.description')} {...editor.text('description')} maxLength={500} />
      </div>
      <PermissionSetField
        selected={editor.form.permissions}
        onChange={(next) => editor.set('permissions', next)}
        locked={(permission) => !me?.superAdmin && !mine.has(permission)}
        errors={editor.errors.fields.permissions}
      />
    </RecordEditor>
  )
}

/** The users of the role's space who hold it, each a link to their screen. */
function RoleHolders({ role }: { role: Role }) {
  const { t } = useTranslation('mrole')
  const canRead = usePermission('user.read')
  const query = useQuery({
    queryKey: [...mrole.keys.all, role.space, role.name, 'holders'],
    queryFn: ({ signal }) => callApi(muserCalls.list, { query: { role: role.name, space: role.space, limit: HOLDERS_SHOWN }, signal }),
    enabled: canRead,
  })
  if (!canRead) return null
  return (
    <Section title={t('holders.title', { count: role.userCount })}>
      <RecordQuery query={query} skeleton="h-12">
        {(page) => (
          <RecordLinks
            label={t('holders.title', { count: role.userCount })}
            empty={t('holders.empty')}
            items={page.items.map((user) => ({
              key: user.id,
              target: { to: '/admin/users/$user', params: { user: user.username } },
              name: user.realName,
              detail: <Mono>{user.username}</Mono>,
              status: user.status,
            }))}
          />
        )}
      </RecordQuery>
    </Section>
  )
}
