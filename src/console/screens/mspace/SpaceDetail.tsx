import { mspaceCalls } from '@domain/calls/mspace'
import type { Space, SpaceConfig } from '@domain/entities/mspace'
import { type Locale, locales } from '@domain/enums'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { mspace, spaceConfigQueryOptions, spaceKeys } from '../../api/mspace'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { CheckboxField, SelectField, TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { formErrorsOf } from '../../ui/form-errors'
import { RecordEditor, RecordQuery, useStampedFacts } from '../../ui/RecordEditor'
import { FactList, RecordPane } from '../../ui/RecordPane'
import { orNull } from '../../ui/record-editor'
import { AppLink, consolePath, Section } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { TimeZoneField } from '../../ui/TimeZoneField'
import { RecordKindDetail, useKindEditor } from '../../workspace'

/** /spaces/{id}: one space, its counts and its own settings; `@new` creates one. */
export function SpaceDetail() {
  return <RecordKindDetail kind={mspace}>{(record) => (record ? <SpacePane space={record} /> : <NewSpace />)}</RecordKindDetail>
}

const FIELDS = ['name', 'displayName', 'partnerKey'] as const

interface SpaceForm {
  name: string
  displayName: string
  partnerKey: string
}

function NewSpace() {
  const { t } = useTranslation('mspace')
  const { editor, pane } = useKindEditor({
    kind: mspace,
    record: null,
    nameOf: (saved: Space) => saved.displayName,
    initial: { name: '', displayName: '', partnerKey: '' } satisfies SpaceForm as SpaceForm,
    fields: FIELDS,
    save: (form: SpaceForm) => callApi(mspaceCalls.create, { body: { name: form.name.trim(), displayName: form.displayName.trim(), partnerKey: orNull(form.partnerKey) } }),
  })
  return (
    <RecordEditor {...pane} title={t('newTitle')} formLabel={t('formLabel')}>
      <TextField label={t('common:fields.name')} {...editor.text('name')} autoFocus maxLength={100} hint={t('nameHint')} />
      <TextField label={t('fields.displayName')} {...editor.text('displayName')} maxLength={120} />
      <TextField label={t('fields.partnerKey')} {...editor.text('partnerKey')} maxLength={100} hint={t('partnerKeyHint')} />
    </RecordEditor>
  )
}

/** A space has no edit of its own: its pane shows its facts and its settings form. */
function SpacePane({ space }: { space: Space }) {
  const { t } = useTranslation('mspace')
  const navigate = useNavigate()
  const close = () => void navigate({ to: '/spaces', search: (previous: Record<string, unknown>) => mspace.listSearch(previous) as never })
  const facts = useStampedFacts(space, [
    { label: t('common:fields.name'), value: <span className="font-mono">{space.name}</span> },
    { label: t('fields.partnerKey'), value: space.partnerKey },
    { label: t('fields.kind'), value: space.isOperator ? t('operator') : t('partner') },
    { label: t('fields.groupCount'), value: space.groupCount },
    { label: t('fields.merchantCount'), value: space.merchantCount },
    { label: t('fields.userCount'), value: <AppLink href={`/admin/users?space=${encodeURIComponent(space.name)}`}>{space.userCount}</AppLink> },
  ])
  const canReadReports = usePermission('report.read')
  return (
    <RecordPane title={space.displayName} subtitle={<span className="font-mono">{space.name}</span>} onClose={close}>
      <FactList facts={facts} />
      {canReadReports && (
        <p className="text-sm">
          <AppLink href={consolePath('reportsConfig', space.name, 'cfg')}>{t('reportConfigs')}</AppLink>
        </p>
      )}
      <SpaceSettings space={space} />
    </RecordPane>
  )
}

const CONFIG_FIELDS = ['defaultCurrency', 'defaultLocale', 'timezone', 'supportEmail', 'twoFaRequired', 'passwordExpiryDays', 'idleTimeoutMinutes'] as const

interface ConfigForm {
  defaultCurrency: string
  defaultLocale: Locale
  timezone: string
  supportEmail: string
  twoFaRequired: boolean
  passwordExpiryDays: string
  idleTimeoutMinutes: string
}

const formOf = (config: SpaceConfig): ConfigForm => ({
  defaultCurrency: config.defaultCurrency,
  defaultLocale: config.defaultLocale,
  timezone: config.timezone,
  supportEmail: config.supportEmail ?? '',
  twoFaRequired: config.twoFaRequired,
  passwordExpiryDays: String(config.passwordExpiryDays),
  idleTimeoutMinutes: String(config.idleTimeoutMinutes),
})

/** The space's own settings, which the server enforces for its users. */
function SpaceSettings({ space }: { space: Space }) {
  const query = useQuery(spaceConfigQueryOptions(space.id))
  return (
    <RecordQuery query={query} skeleton="h-40">
      {(config) => <SettingsForm key={config.updated} space={space} config={config} />}
    </RecordQuery>
  )
}

function SettingsForm({ space, config }: { space: Space; config: SpaceConfig }) {
  const { t } = useTranslation('mspace')
  const queryClient = useQueryClient()
  const canWrite = usePermission('space.write')
  const [form, setForm] = useState(() => formOf(config))
  const set = <K extends keyof ConfigForm>(field: K, value: ConfigForm[K]) => setForm((current) => ({ ...current, [field]: value }))
  const save = useMutation({
    mutationFn: () =>
      callApi(mspaceCalls.saveConfig, {
        params: { id: space.id },
        body: {
          defaultCurrency: form.defaultCurrency.trim().toUpperCase(),
          defaultLocale: form.defaultLocale,
          timezone: form.timezone,
          supportEmail: orNull(form.supportEmail),
          twoFaRequired: form.twoFaRequired,
          passwordExpiryDays: Number(form.passwordExpiryDays),
          idleTimeoutMinutes: Number(form.idleTimeoutMinutes),
        },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: spaceKeys.config(space.id) })
      showSuccess(t('settings.saved', { space: space.displayName }))
    },
  })
  const errors = formErrorsOf(save.error, CONFIG_FIELDS)
  const text = (field: Exclude<keyof ConfigForm, 'twoFaRequired'>) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    errors: errors.fields[field],
  })
  return (
    <Section title={t('settings.title')}>
      <Form onSubmit={() => save.mutate()} pending={save.isPending} aria-label={t('settings.title')}>
        <fieldset disabled={!canWrite} className="grid max-w-2xl gap-3 sm:grid-cols-2">
          <TextField label={t('settings.defaultCurrency')} {...text('defaultCurrency')} maxLength={3} />
          <SelectField label={t('settings.defaultLocale')} {...text('defaultLocale')} options={locales.map((locale) => ({ value: locale, label: t(`muser:locales.${locale}`) }))} />
          <TimeZoneField label={t('settings.timezone')} value={form.timezone} onChange={(zone) => set('timezone', zone)} errors={errors.fields.timezone} />
          <TextField label={t('settings.supportEmail')} type="email" {...text('supportEmail')} maxLength={200} />
          <TextField label={t('settings.passwordExpiryDays')} inputMode="numeric" {...text('passwordExpiryDays')} hint={t('settings.passwordExpiryHint')} />
          <TextField label={t('settings.idleTimeoutMinutes')} inputMode="numeric" {...text('idleTimeoutMinutes')} hint={t('settings.idleTimeoutHint')} />
          <div className="sm:col-span-2">
            <CheckboxField label={t('settings.twoFaRequired')} checked={form.twoFaRequired} onChange={(event) => set('twoFaRequired', event.target.checked)} errors={errors.fields.twoFaRequired} />
          </div>
        </fieldset>
        <div className="mt-3 max-w-2xl space-y-3">
          <FormError messages={errors.other} />
          {canWrite && (
            <div className="flex items-center gap-3">
              <Button type="submit" pending={save.isPending}>
                {t('settings.save')}
              </Button>
              <span className="text-xs text-slate-500">
                {t('settings.updated')} <Time value={config.updated} /> {config.updatedBy ? `· ${config.updatedBy}` : ''}
              </span>
            </div>
          )}
        </div>
      </Form>
    </Section>
  )
}
