import { useEnumOptions } from '../../ui/EnumText'
import { INSTALMENT_COUNTS } from '@domain/constants'
import type { Merchant } from '@domain/entities/merchant'
import { businessTypes, exportFormats, type ThreeDsBypassMode, threeDsBypassModes, threeDsVersions, tokenFormats } from '@domain/enums'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ChoiceList } from '../../ui/ChoiceList'
import { SelectField, TextField } from '../../ui/Field'
import { orNull } from '../../ui/record-editor'
import { TimeZoneField } from '../../ui/TimeZoneField'
import { ConfigurationForm, codeOptions, FormSection, MerchantRecord, useConfigurationEditor } from './settings-parts'

const route = getRouteApi('/_console/merchants/$merchant/settings')

const FIELDS = [
  'displayName',
  'status',
  'businessType',
  'defaultCurrency',
  'timezone',
  'website',
  'country',
  'mcc',
  'softDescriptor',
  'callbackUrl',
  'successUrl',
  'failureUrl',
  'tokenFormat',
  'exportFormat',
  'threeDsVersion',
  'threeDsBypass',
  'settlementCurrency',
  'instalments',
] as const

type Settings = Merchant['configuration']['settings']

export interface SettingsForm {
  displayName: string
  status: string
  businessType: string
  defaultCurrency: string
  timezone: string
  website: string
  country: string
  mcc: string
  softDescriptor: string
  callbackUrl: string
  successUrl: string
  failureUrl: string
  tokenFormat: string
  exportFormat: string
  threeDsVersion: string
  threeDsBypass: ThreeDsBypassMode[]
  settlementCurrency: string
  instalments: number[]
}

function formOf(merchant: Merchant): SettingsForm {
  const { settings, paywall } = merchant.configuration
  return {
    displayName: merchant.displayName,
    status: merchant.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    businessType: merchant.businessType,
    defaultCurrency: merchant.defaultCurrency,
    timezone: merchant.timezone,
    website: settings.website ?? '',
    country: settings.country ?? '',
    mcc: settings.mcc ?? '',
    softDescriptor: settings.softDescriptor ?? '',
    callbackUrl: settings.callbackUrl ?? '',
    successUrl: settings.successUrl ?? '',
    failureUrl: settings.failureUrl ?? '',
    tokenFormat: settings.tokenFormat,
    exportFormat: settings.exportFormat,
    threeDsVersion: settings.threeDsVersion,
    threeDsBypass: settings.threeDsBypass,
    settlementCurrency: settings.settlementCurrency ?? '',
    instalments: paywall.instalments,
  }
}

/** The body of the configuration call for this screen: the merchant's own fields, its settings and its instalment counts. */
export function settingsBodyOf(form: SettingsForm) {
  return {
    displayName: form.displayName.trim(),
    status: form.status as 'ACTIVE' | 'DISABLED',
    businessType: form.businessType as Merchant['businessType'],
    defaultCurrency: form.defaultCurrency.trim().toUpperCase(),
    timezone: form.timezone,
    configuration: {
      settings: {
        website: orNull(form.website),
        country: orNull(form.country.toUpperCase()),
        mcc: orNull(form.mcc),
        softDescriptor: orNull(form.softDescriptor),
        callbackUrl: orNull(form.callbackUrl),
        successUrl: orNull(form.successUrl),
        failureUrl: orNull(form.failureUrl),
        tokenFormat: form.tokenFormat as Settings['tokenFormat'],
        exportFormat: form.exportFormat as Settings['exportFormat'],
        threeDsVersion: form.threeDsVersion as Settings['threeDsVersion'],
        threeDsBypass: form.threeDsBypass,
        settlementCurrency: orNull(form.settlementCurrency.toUpperCase()),
      },
      paywall: { instalments: form.instalments },
    },
  }
}

/** /merchants/{merchant}/settings: the merchant's name, state, currencies, notification URLs, 3DS and instalments. */
export function MerchantSettingsScreen() {
  const { merchant } = route.useParams()
  // A new version of the merchant (after a save) starts the form from it.
  return <MerchantRecord merchant={merchant}>{(record) => <SettingsEditor key={record.updated} merchant={record} />}</MerchantRecord>
}

function SettingsEditor({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation('merchant')
  const enumOptions = useEnumOptions()
  const editor = useConfigurationEditor(merchant, { tab: 'settings', initial: formOf(merchant), fields: FIELDS, body: settingsBodyOf })
  const { form, set, errors } = editor

  return (
    <ConfigurationForm tab="settings" merchant={merchant} editor={editor}>
      <FormSection title={t('settings.sections.account')} />
      <TextField label={t('settings.fields.displayName')} {...editor.text('displayName')} maxLength={120} required />
      <SelectField
        label={t('settings.fields.status')}
        {...editor.text('status')}
        options={[
          { value: 'ACTIVE', label: t('settings.statuses.ACTIVE') },
          { value: 'DISABLED', label: t('settings.statuses.DISABLED') },
        ]}
      />
      <SelectField
        label={t('settings.fields.businessType')}
        {...editor.text('businessType')}
        options={businessTypes.map((value) => ({ value, label: t(`settings.businessTypes.${value}`) }))}
      />
      <TextField label={t('settings.fields.defaultCurrency')} {...editor.text('defaultCurrency')} maxLength={3} hint={t('settings.currencyHint')} dir="ltr" />
      <TimeZoneField label={t('settings.fields.timezone')} {...editor.pick('timezone')} />
      <TextField label={t('settings.fields.website')} {...editor.text('website')} type="url" maxLength={500} placeholder="https://" dir="ltr" />
      <TextField label={t('settings.fields.country')} {...editor.text('country')} maxLength={2} hint={t('settings.countryHint')} dir="ltr" />
      <TextField label={t('settings.fields.mcc')} {...editor.text('mcc')} inputMode="numeric" maxLength={4} hint={t('settings.mccHint')} dir="ltr" />
      <TextField label={t('settings.fields.softDescriptor')} {...editor.text('softDescriptor')} maxLength={22} hint={t('settings.softDescriptorHint')} />
      <TextField label={t('settings.fields.settlementCurrency')} {...editor.text('settlementCurrency')} maxLength={3} hint={t('settings.currencyHint')} dir="ltr" />

      <FormSection title={t('settings.sections.notifications')} />
      <TextField label={t('settings.fields.callbackUrl')} {...editor.text('callbackUrl')} type="url" maxLength={500} placeholder="https://" dir="ltr" />
      <TextField label={t('settings.fields.successUrl')} {...editor.text('successUrl')} type="url" maxLength={500} placeholder="https://" dir="ltr" />
      <TextField label={t('settings.fields.failureUrl')} {...editor.text('failureUrl')} type="url" maxLength={500} placeholder="https://" dir="ltr" />

      <FormSection title={t('settings.sections.processing')} />
      <SelectField label={t('settings.fields.tokenFormat')} {...editor.text('tokenFormat')} options={enumOptions(tokenFormats)} />
      <SelectField label={t('settings.fields.exportFormat')} {...editor.text('exportFormat')} options={enumOptions(exportFormats)} />
      <SelectField label={t('settings.fields.threeDsVersion')} {...editor.text('threeDsVersion')} options={codeOptions(threeDsVersions)} />
      <ChoiceList
        legend={t('settings.fields.threeDsBypass')}
        options={threeDsBypassModes.map((value) => ({ value, label: t(`settings.bypassModes.${value}`) }))}
        selected={form.threeDsBypass}
        onChange={(selected) => set('threeDsBypass', selected)}
        errors={errors.fields.threeDsBypass}
      />
      <ChoiceList
        legend={t('settings.fields.instalments')}
        options={INSTALMENT_COUNTS.map((value) => ({ value, label: String(value) }))}
        selected={form.instalments}
        onChange={(selected) => set('instalments', selected)}
        errors={errors.fields.instalments}
      />
    </ConfigurationForm>
  )
}
