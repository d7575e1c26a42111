import { authCalls } from '@domain/calls/auth'
import { muserCalls } from '@domain/calls/muser'
import { TOP_OPERATOR_SPACE } from '@domain/constants'
import type { AdminUser } from '@domain/entities/muser'
import { type Locale, locales, type Scope, scopes } from '@domain/enums'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { heldForApproval, sayHeld } from '../../api/approval'
import { callApi } from '../../api/client'
import { muser } from '../../api/muser'
import { spaceRolesQueryOptions } from '../../api/mspace'
import { browserTimeZone } from '../../lib/dates'
import { errorText } from '../../lib/error-text'
import { ownGroup } from '../../lib/scope'
import { RecordCommandButtons } from '../../palette/CommandButtons'
import { useScreenDialog } from '../../palette/screen-dialog'
import { showError, showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { usePermission } from '../../session/use-permission'
import { choiceOptions, visibleMerchants } from '../../session/visible-scope'
import { Button } from '../../ui/Button'
import { ChoiceList } from '../../ui/ChoiceList'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { SelectField, TextField } from '../../ui/Field'
import { FormDialog } from '../../ui/FormDialog'
import { formErrorsOf, standingErrors } from '../../ui/form-errors'
import { TimeZoneField } from '../../ui/TimeZoneField'
import { type Fact, RecordEditor } from '../../ui/RecordEditor'
import { Section } from '../../ui/record-parts'
import { useSpaceChoices } from '../../ui/SpaceFields'
import { Time } from '../../ui/Time'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { EffectivePermissions } from './EffectivePermissions'
import { UserSessions } from './UserSessions'
import { SpaceName } from '../../ui/SpaceName'
import { useEnumOptions, useLocaleLabel } from '../../ui/EnumText'

const FIELDS = ['username', 'email', 'realName', 'scope', 'space', 'group', 'merchant', 'roles', 'locale', 'timezone'] as const

interface UserForm {
  username: string
  email: string
  realName: string
  scope: Scope
  space: string
  group: string
  merchant: string
  roles: string[]
  locale: Locale
  timezone: string
}

/** /admin/users/{user}: one user to read and edit, their status, password, roles, permissions and sign-ins; `@new` invites one. */
export function UserDetail() {
  return <RecordKindDetail kind={muser} editor={UserEditor} />
}

function UserEditor({ record }: { record: AdminUser | null }) {
  const { t } = useTranslation('muser')
  const localeLabel = useLocaleLabel()
  const { me, spaces, initial } = useSpaceChoices(record)
  const { editor, canWrite, pane } = useUserKindEditor(record, initial.space)
  return (
    <RecordEditor
      {...pane}
      title={record ? record.realName : t('inviteTitle')}
      subtitle={record ? <span className="font-mono">{record.username}</span> : t('inviteHint')}
      formLabel={t('formLabel')}
      actions={record && canWrite && <StatusActions user={record} />}
      after={
        record && (
          <>
            <RecordCommandButtons record="adminUser" />
            <UserRoles user={record} canWrite={canWrite} />
            <EffectivePermissions user={record} />
            <PasswordDialog user={record} />
            <TwoFaResetDialog user={record} />
            {canWrite && <UserSessions user={record} />}
          </>
        )
      }
    >
      {!record && <InviteScopeFields editor={editor} me={me} spaces={spaces} />}
      <TextField label={t('fields.realName')} {...editor.text('realName')} maxLength={120} />
      <TextField
        label={t('fields.email')}
        type="email"
        {...editor.text('email')}
        maxLength={200}
        hint={record?.pendingEmail ? t('pendingEmail', { email: record.pendingEmail }) : undefined}
      />
      <SelectField label={t('fields.locale')} {...editor.text('locale')} options={locales.map((locale) => ({ value: locale, label: localeLabel(locale) }))} />
      <TimeZoneField label={t('fields.timezone')} {...editor.pick('timezone')} />
      {!record && <InviteRoles space={editor.form.space} selected={editor.form.roles} onChange={(roles) => editor.set('roles', roles)} errors={editor.errors.fields.roles} />}
    </RecordEditor>
  )
}

/** The user's form through the kind editor: an update of the user's own settings, or an invitation that emails a link. */
function useUserKindEditor(record: AdminUser | null, initialSpace: string) {
  const { t } = useTranslation('muser')
  return useKindEditor({
    kind: muser,
    record,
    nameOf: (saved: AdminUser) => saved.username,
    savedText: (saved) => {
      if (!record) return t('invited', { email: saved.email })
      return saved.pendingEmail && saved.pendingEmail !== record.pendingEmail ? t('emailLinkSent', { email: saved.pendingEmail }) : undefined
    },
    initial: {
      username: record?.username ?? '',
      email: record?.email ?? '',
      realName: record?.realName ?? '',
      scope: record?.scope ?? 'SPACE',
      space: initialSpace,
      group: record?.group ?? '',
      merchant: record?.merchant ?? '',
      roles: record?.roles ?? [],
      locale: record?.locale ?? 'en',
      // A new user starts on the browser's zone, and so does one whose zone was never chosen.
      timezone: record?.timezone ?? browserTimeZone(),
    } satisfies UserForm as UserForm,
    fields: FIELDS,
    save: (form: UserForm) => {
      // Saving other fields of a user whose zone was never chosen leaves it unchosen.
      const keepsZoneUnchosen = record?.timezone === null && form.timezone === browserTimeZone()
      const common = { email: form.email.trim(), realName: form.realName.trim(), locale: form.locale, ...(keepsZoneUnchosen ? {} : { timezone: form.timezone }) }
      if (record) return callApi(muserCalls.update, { params: { user: record.username }, body: common })
      // No password: the server emails the new user a single-use link to choose one.
      return callApi(muserCalls.create, {
        body: {
          ...common,
          username: form.username.trim(),
          scope: form.scope,
          space: form.space,
          group: form.scope === 'GROUP' ? form.group : null,
          merchant: form.scope === 'MERCHANT' ? form.merchant : null,
          roles: form.roles,
        },
      })
    },
    facts: (user) => userFacts(user, t),
  })
}

/** What a user's record says beside the form: their scope, 2FA, password expiry, last sign-in and lock. */
function userFacts(user: AdminUser, t: TFunction<'muser'>): Fact[] {
  const superAdmin = user.scope === 'SPACE' && user.space === TOP_OPERATOR_SPACE
  return [
    { label: t('fields.scope'), value: superAdmin ? t('superAdmin') : user.scope },
    { label: t('common:fields.space'), value: <SpaceName space={user.space} /> },
    ...(user.group ? [{ label: t('fields.group'), value: user.group }] : []),
    ...(user.merchant ? [{ label: t('common:fields.merchant'), value: user.merchant }] : []),
    { label: t('fields.twoFa'), value: user.enabledTwoFA ? t('twoFaOn') : t('twoFaOff') },
    {
      label: t('fields.passwordExpiration'),
      value: user.passwordExpiration === null ? t('passwordNotChosen') : <Time value={user.passwordExpiration} />,
    },
    { label: t('fields.lastLoginAt'), value: <Time value={user.lastLoginAt} /> },
    ...(user.lockedUntil ? [{ label: t('fields.lockedUntil'), value: <Time value={user.lockedUntil} /> }] : []),
  ]
}

type UserKindEditor = ReturnType<typeof useUserKindEditor>['editor']

/** Who a new user is and where they work: their username, scope, space, and the group or merchant the scope names. */
function InviteScopeFields({ editor, me, spaces }: { editor: UserKindEditor } & Pick<ReturnType<typeof useSpaceChoices>, 'me' | 'spaces'>) {
  const { t } = useTranslation('muser')
  const enumOptions = useEnumOptions()
  const form = editor.form
  const tree = me?.visibilityTree?.spaces.find((space) => space.name === form.space)
  const groups = (tree?.groups ?? []).map(({ name, displayName }) => ({ name, displayName }))
  const merchants = visibleMerchants(tree ? { spaces: [tree] } : undefined)
  const suggestedGroup = ownGroup(me) ?? undefined
  return (
    <>
      <TextField label={t('fields.username')} {...editor.text('username')} maxLength={60} hint={t('usernameHint')} />
      <SelectField label={t('fields.scope')} {...editor.text('scope')} options={enumOptions(scopes)} />
      <SelectField label={t('common:fields.space')} {...editor.text('space')} options={choiceOptions(spaces)} />
      {form.scope === 'GROUP' && (
        <SelectField label={t('fields.group')} {...editor.text('group')} required suggested={suggestedGroup} options={[{ value: '', label: '—' }, ...choiceOptions(groups)]} />
      )}
      {form.scope === 'MERCHANT' && (
        <SelectField label={t('common:fields.merchant')} {...editor.text('merchant')} required options={[{ value: '', label: '—' }, ...choiceOptions(merchants)]} />
      )}
    </>
  )
}

/** The roles a new user starts with: those of the chosen space. */
function InviteRoles({ space, selected, onChange, errors }: { space: string; selected: string[]; onChange: (roles: string[]) => void; errors?: string[] }) {
  const { t } = useTranslation('muser')
  const roles = useQuery({ ...spaceRolesQueryOptions(space), enabled: space !== '' })
  return (
    <ChoiceList
      legend={t('fields.roles')}
      options={(roles.data ?? []).map((role) => ({ value: role.name, label: role.name, detail: role.description || undefined }))}
      selected={selected}
      onChange={onChange}
      empty={roles.isPending ? t('roles.loading') : t('roles.none')}
      errors={errors}
    />
  )
}

/** A user's status change: unlock a locked user (which clears the failures), disable or enable. */
function StatusActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('muser')
  const queryClient = useQueryClient()
  const me = useSessionStore((state) => state.user)
  const asking = useScreenDialog('disable')
  const change = useMutation({
    mutationFn: (status: 'ACTIVE' | 'DISABLED') => callApi(muserCalls.setStatus, { params: { user: user.username }, body: { status } }),
    onSuccess: async (saved) => {
      asking.close()
      await muser.refresh(queryClient)
      showSuccess(t(`status.done.${saved.status}`, { user: saved.username }))
    },
    onError: (error) => showError(errorText(error)),
  })
  if (me?.username === user.username) return null
  return (
    <>
      {user.status === 'LOCKED' && (
        <Button variant="secondary" pending={change.isPending} onClick={() => change.mutate('ACTIVE')}>
          {t('status.unlock')}
        </Button>
      )}
      {user.status === 'DISABLED' ? (
        <Button variant="secondary" pending={change.isPending} onClick={() => change.mutate('ACTIVE')}>
          {t('status.enable')}
        </Button>
      ) : (
        <Button variant="danger" onClick={asking.show}>
          {t('status.disable')}
        </Button>
      )}
      <ConfirmDialog
        open={asking.open && user.status !== 'DISABLED'}
        title={t('status.disableTitle', { user: user.username })}
        confirmLabel={t('status.disable')}
        pending={change.isPending}
        onConfirm={() => change.mutate('DISABLED')}
        onClose={asking.close}
        // Enable, one button away, takes it back.
        reversible
      >
        {t('status.disableText')}
      </ConfirmDialog>
    </>
  )
}

/** The roles a user holds, each removable, and the add-role dialog with the space's other roles. */
function UserRoles({ user, canWrite }: { user: AdminUser; canWrite: boolean }) {
  const { t } = useTranslation('muser')
  const queryClient = useQueryClient()
  const dialog = useScreenDialog('addRole')
  const canReadRoles = usePermission('role.read')
  const roles = useQuery({ ...spaceRolesQueryOptions(user.space), enabled: canReadRoles })
  const addable = (roles.data ?? []).filter((role) => !user.roles.includes(role.name))
  const [chosen, setChosen] = useState('')
  const change = useMutation({
    mutationFn: ({ role, add }: { role: string; add: boolean }) =>
      callApi(add ? muserCalls.addRole : muserCalls.removeRole, { params: { user: user.username }, body: { role } }),
    onSuccess: async (saved, { role, add }) => {
      if (add) dialog.close()
      if (heldForApproval(saved)) return sayHeld(saved, queryClient)
      await muser.refresh(queryClient)
      showSuccess(t(add ? 'roles.added' : 'roles.removed', { role, user: user.username }))
    },
    onError: (error, { add }) => {
      if (!add) showError(errorText(error))
    },
  })
  const addErrors = change.variables?.add ? standingErrors(formErrorsOf(change.error, ['role']), { role: change.variables.role }, { role: chosen }) : undefined
  return (
    <Section title={t('roles.title', { count: user.roles.length })}>
      {user.roles.length === 0 ? (
        <p className="text-sm text-slate-500">{t('roles.empty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('fields.roles')}>
          {user.roles.map((role) => (
            <li key={role} className="flex items-center gap-1 rounded-full border border-slate-300 py-0.5 ps-3 pe-1 text-sm dark:border-slate-600">
              <span>{role}</span>
              {canWrite && (
                <Button
                  variant="ghost"
                  className="!px-1.5 !py-0"
                  aria-label={t('roles.remove', { role })}
                  title={t('roles.remove', { role })}
                  pending={change.isPending && change.variables?.role === role}
                  onClick={() => change.mutate({ role, add: false })}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {dialog.open && canWrite && (
        <FormDialog
          title={t('roles.addTitle', { user: user.username })}
          description={t('roles.addText')}
          onClose={dialog.close}
          onSubmit={() => chosen && change.mutate({ role: chosen, add: true })}
          pending={change.isPending}
          errors={addErrors?.other}
          submitLabel={t('roles.add')}
        >
          <SelectField
            label={t('fields.role')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            autoFocus
            errors={addErrors?.fields.role}
            options={[{ value: '', label: addable.length ? '—' : t('roles.noneLeft') }, ...addable.map((role) => ({ value: role.name, label: role.description ? `${role.name} — ${role.description}` : role.name }))]}
          />
        </FormDialog>
      )}
    </Section>
  )
}

/** Sets a password the user must change at the next sign-in, or emails them a reset link. */
function PasswordDialog({ user }: { user: AdminUser }) {
  const { t } = useTranslation('muser')
  const dialog = useScreenDialog('setPassword')
  const queryClient = useQueryClient()
  const [how, setHow] = useState<'link' | 'password'>('link')
  const [password, setPassword] = useState('')
  const save = useMutation({
    mutationFn: (sent: { password: string }) => callApi(muserCalls.setPassword, { params: { user: user.username }, body: how === 'password' ? { password: sent.password } : {} }),
    onSuccess: async () => {
      await muser.refresh(queryClient)
      showSuccess(t(how === 'password' ? 'password.set' : 'password.linkSent', { user: user.username, email: user.email }))
      setPassword('')
      dialog.close()
    },
  })
  if (!dialog.open) return null
  const errors = standingErrors(formErrorsOf(save.error, ['password']), save.variables, { password })
  return (
    <FormDialog
      title={t('password.title', { user: user.username })}
      description={t('password.text')}
      onClose={dialog.close}
      onSubmit={() => save.mutate({ password })}
      pending={save.isPending}
      errors={errors.other}
      submitLabel={how === 'password' ? t('password.submitSet') : t('password.submitLink')}
      irreversible={how === 'password' ? t('password.irreversibleSet') : t('password.irreversibleLink')}
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('password.how')}</legend>
        {(['link', 'password'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input type="radio" name="how" value={choice} checked={how === choice} onChange={() => setHow(choice)} autoFocus={choice === how} />
            {t(`password.${choice}`)}
          </label>
        ))}
      </fieldset>
      {how === 'password' && (
        <TextField
          label={t('password.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={t('password.mustChange')}
          errors={errors.fields.password}
        />
      )}
    </FormDialog>
  )
}

/** Clears the user's authenticator, so they enrol again at the next sign-in. */
function TwoFaResetDialog({ user }: { user: AdminUser }) {
  const { t } = useTranslation('muser')
  const dialog = useScreenDialog('resetTwoFa')
  const queryClient = useQueryClient()
  const reset = useMutation({
    mutationFn: () => callApi(authCalls.twoFaReset, { params: { user: user.username } }),
    onSuccess: async () => {
      await muser.refresh(queryClient)
      showSuccess(t('twoFaReset.done', { user: user.username }))
      dialog.close()
    },
    onError: (error) => showError(errorText(error)),
  })
  return (
    <ConfirmDialog
      open={dialog.open}
      title={t('twoFaReset.title', { user: user.username })}
      confirmLabel={t('twoFaReset.confirm')}
      pending={reset.isPending}
      onConfirm={() => reset.mutate()}
      onClose={dialog.close}
      irreversible={t('twoFaReset.irreversible')}
    >
      {user.enabledTwoFA ? t('twoFaReset.text') : t('twoFaReset.notEnabled')}
    </ConfirmDialog>
  )
}
