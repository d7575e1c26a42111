import { mspaceCalls } from '@domain/calls/mspace'
import type { Space, SpaceConfig } from '@domain/entities/mspace'
import { type Locale, locales } from '@domain/enums'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { mspace, spaceConfigQueryOptions, spaceKeys } from '../../api/mspace'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { CheckboxField, SelectField, TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { orNull, useRecordEditor } from '../../ui/record-editor'
import { AppLink } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { TimeZoneField } from '../../ui/TimeZoneField'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { useLocaleLabel } from '../../ui/EnumText'
import { ApprovalPolicyFields } from './ApprovalPolicyFields'
import { type ApprovalPolicyForm, approvalPolicyBody, approvalPolicyFields, approvalPolicyForm, approvalPolicyProblems } from './approval-policy-form'

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
      <TextField label={t('common:fields.name')} {...editor.text('name')} maxLength={100} hint={t('nameHint')} />
      <TextField label={t('fields.displayName')} {...editor.text('displayName')} maxLength={120} />
      <TextField label={t('fields.partnerKey')} {...editor.text('partnerKey')} maxLength={100} hint={t('partnerKeyHint')} />
    </RecordEditor>
  )
}

/**
 * A space has no edit of its own: its pane shows its facts and edits its settings, which the
 * server enforces for its users.
 */
function SpacePane({ space }: { space: Space }) {
  const query = useQuery(spaceConfigQueryOptions(space.id))
  return <RecordQuery query={query}>{(config) => <SpaceSettings key={config.updated} space={space} config={config} />}</RecordQuery>
}

const CONFIG_FIELDS = ['defaultCurrency', 'defaultLocale', 'timezone', 'supportEmail', 'twoFaRequired', 'passwordExpiryDays', 'idleTimeoutMinutes', 'reviewSlaMinutes', 'auditRetentionMonths', ...approvalPolicyFields]

interface ConfigForm extends ApprovalPolicyForm {
  defaultCurrency: string
  defaultLocale: Locale
  timezone: string
  supportEmail: string
  twoFaRequired: boolean
  passwordExpiryDays: string
  idleTimeoutMinutes: string
  reviewSlaMinutes: string
  auditRetentionMonths: string
}

const formOf = (config: SpaceConfig): ConfigForm => ({
  defaultCurrency: config.defaultCurrency,
  defaultLocale: config.defaultLocale,
  timezone: config.timezone,
  supportEmail: config.supportEmail ?? '',
  twoFaRequired: config.twoFaRequired,
  passwordExpiryDays: String(config.passwordExpiryDays),
  idleTimeoutMinutes: String(config.idleTimeoutMinutes),
  reviewSlaMinutes: String(config.reviewSlaMinutes),
  ...approvalPolicyForm(config.approvals),
  auditRetentionMonths: String(config.auditRetentionMonths),
})

function SpaceSettings({ space, config }: { space: Space; config: SpaceConfig }) {
  const { t } = useTranslation('mspace')
  const localeLabel = useLocaleLabel()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const close = () => void navigate({ to: '/spaces', search: (previous: Record<string, unknown>) => mspace.listSearch(previous) as never })
  const canWrite = usePermission('space.write')
  const canReadReports = usePermission('report.read')
  const editor = useRecordEditor({
    initial: formOf(config),
    fields: CONFIG_FIELDS,
    save: (form: ConfigForm) =>
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
          reviewSlaMinutes: Number(form.reviewSlaMinutes),
          approvals: approvalPolicyBody(form),
          auditRetentionMonths: Number(form.auditRetentionMonths),
        },
      }),
    problems: (form) => approvalPolicyProblems(form, t('approval:policies.moneyCurrenciesFormat')),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: spaceKeys.config(space.id) })
      showSuccess(t('settings.saved', { space: space.displayName }))
    },
  })
  const facts = [
    { label: t('common:fields.name'), value: <span className="font-mono">{space.name}</span> },
    { label: t('fields.partnerKey'), value: space.partnerKey },
    { label: t('fields.kind'), value: space.isOperator ? t('operator') : t('partner') },
    { label: t('fields.groupCount'), value: space.groupCount },
    { label: t('fields.merchantCount'), value: space.merchantCount },
    { label: t('fields.userCount'), value: <AppLink to="/admin/users" search={{ space: space.name }}>{space.userCount}</AppLink> },
    {
      label: t('settings.updated'),
      value: (
        <>
          <Time value={config.updated} /> {config.updatedBy ? `· ${config.updatedBy}` : ''}
        </>
      ),
    },
  ]
  return (
    <RecordEditor
      editor={editor}
      exists
      title={space.displayName}
      subtitle={<span className="font-mono">{space.name}</span>}
      stamps={space}
      facts={facts}
      onClose={close}
      formLabel={t('settings.title')}
      canWrite={canWrite}
      after={
        canReadReports && (
          <p className="text-sm">
            <AppLink to="/reportsConfig/$space/cfg" params={{ space: space.name }}>{t('reportConfigs')}</AppLink>
          </p>
        )
      }
    >
      <TextField label={t('settings.defaultCurrency')} {...editor.text('defaultCurrency')} maxLength={3} />
      <SelectField label={t('settings.defaultLocale')} {...editor.text('defaultLocale')} options={locales.map((locale) => ({ value: locale, label: localeLabel(locale) }))} />
      <TimeZoneField label={t('settings.timezone')} {...editor.pick('timezone')} />
      <TextField label={t('settings.supportEmail')} type="email" {...editor.text('supportEmail')} maxLength={200} />
      <TextField label={t('settings.passwordExpiryDays')} inputMode="numeric" {...editor.text('passwordExpiryDays')} hint={t('settings.passwordExpiryHint')} />
      <TextField label={t('settings.idleTimeoutMinutes')} inputMode="numeric" {...editor.text('idleTimeoutMinutes')} hint={t('settings.idleTimeoutHint')} />
      <TextField label={t('settings.reviewSlaMinutes')} inputMode="numeric" {...editor.text('reviewSlaMinutes')} hint={t('settings.reviewSlaHint')} />
      <TextField label={t('settings.auditRetentionMonths')} inputMode="numeric" {...editor.text('auditRetentionMonths')} hint={t('settings.auditRetentionHint')} />
      <div className="sm:col-span-2">
        <CheckboxField label={t('settings.twoFaRequired')} {...editor.check('twoFaRequired')} />
      </div>
      <ApprovalPolicyFields editor={editor} />
    </RecordEditor>
  )
}
