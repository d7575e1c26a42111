import type { Merchant } from '@domain/entities/merchant'
import { locales, paymentKindLabels, paymentKinds } from '@domain/enums'
import { getRouteApi } from '@tanstack/react-router'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { usePartner } from '../../app/partner'
import { useDialogAction } from '../../palette/screen-dialog'
import { SelectField, TextField } from '../../ui/Field'
import { numberOrNull, orNull } from '../../ui/record-editor'
import type { AssetKind } from './asset-file'
import { AssetUpload } from './AssetUpload'
import { ConfigurationForm, MerchantRecord, useConfigurationEditor } from './settings-parts'
import { PaywallPreview } from './PaywallPreview'
import { useLocaleLabel } from '../../ui/EnumText'

const route = getRouteApi('/_console/merchants/$merchant/paywall')

const FIELDS = ['skin', 'locale', 'paymentKind', 'sessionTimeoutMinutes', 'logoUrl', 'stylesheetUrl'] as const

export interface PaywallForm {
  skin: string
  locale: string
  paymentKind: string
  sessionTimeoutMinutes: string
  logoUrl: string
  stylesheetUrl: string
}

function formOf(merchant: Merchant): PaywallForm {
  const { paywall } = merchant.configuration
  return {
    skin: paywall.skin,
    locale: paywall.locale,
    paymentKind: paywall.paymentKind,
    sessionTimeoutMinutes: String(paywall.sessionTimeoutMinutes),
    logoUrl: paywall.logoUrl ?? '',
    stylesheetUrl: paywall.stylesheetUrl ?? '',
  }
}

/** /merchants/{merchant}/paywall: the hosted payment page's look and behaviour, its logo and stylesheet, and a preview. */
export function MerchantPaywallScreen() {
  const { merchant } = route.useParams()
  // Keyed by merchant only: an upload saves one address while other changes wait in the form.
  return <MerchantRecord merchant={merchant}>{(record) => <PaywallEditor key={record.name} merchant={record} />}</MerchantRecord>
}

function PaywallEditor({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation('merchant')
  const localeLabel = useLocaleLabel()
  const partner = usePartner()
  const inputs = { logo: useRef<HTMLInputElement>(null), stylesheet: useRef<HTMLInputElement>(null) }

  const editor = useConfigurationEditor(merchant, {
    tab: 'paywall',
    initial: formOf(merchant),
    fields: FIELDS,
    body: (form: PaywallForm) => ({
      configuration: {
        paywall: {
          skin: form.skin,
          locale: form.locale as Merchant['configuration']['paywall']['locale'],
          paymentKind: form.paymentKind as Merchant['configuration']['paywall']['paymentKind'],
          sessionTimeoutMinutes: numberOrNull(form.sessionTimeoutMinutes) as number,
          logoUrl: orNull(form.logoUrl),
          stylesheetUrl: orNull(form.stylesheetUrl),
        },
      },
    }),
  })

  /** Puts the file chooser of the kind in focus and opens it when the browser allows. */
  const chooseFile = (kind: AssetKind) => {
    const input = inputs[kind].current
    if (!input || input.disabled) return
    input.focus()
    input.click()
  }
  // A browser opens the chooser only right after a key press or click; otherwise the focused control waits for one.
  useDialogAction('uploadLogo', () => chooseFile('logo'))
  useDialogAction('uploadStylesheet', () => chooseFile('stylesheet'))

  const skins = [...new Set([...(partner?.paywallSkins ?? []), editor.form.skin].filter(Boolean))]

  return (
    <ConfigurationForm tab="paywall" merchant={merchant} editor={editor} after={<PaywallPreview merchant={merchant.name} form={editor.form} partner={partner} />}>
      <SelectField label={t('paywall.fields.skin')} {...editor.text('skin')} options={skins.map((skin) => ({ value: skin, label: skin }))} />
      <SelectField label={t('paywall.fields.locale')} {...editor.text('locale')} options={locales.map((value) => ({ value, label: localeLabel(value) }))} />
      <SelectField
        label={t('paywall.fields.paymentKind')}
        {...editor.text('paymentKind')}
        options={paymentKinds.map((value) => ({ value, label: t(`paywall.paymentKinds.${paymentKindLabels[value]}`) }))}
      />
      <TextField
        label={t('paywall.fields.sessionTimeoutMinutes')}
        {...editor.text('sessionTimeoutMinutes')}
        type="number"
        inputMode="numeric"
        min={1}
        max={1440}
        hint={t('paywall.sessionTimeoutHint')}
      />
      <TextField label={t('paywall.fields.logoUrl')} {...editor.text('logoUrl')} maxLength={500} dir="ltr" />
      <AssetUpload kind="logo" merchant={merchant.name} url={editor.form.logoUrl} inputRef={inputs.logo} onUploaded={(url) => editor.set('logoUrl', url)} />
      <TextField label={t('paywall.fields.stylesheetUrl')} {...editor.text('stylesheetUrl')} maxLength={500} dir="ltr" />
      <AssetUpload
        kind="stylesheet"
        merchant={merchant.name}
        url={editor.form.stylesheetUrl}
        inputRef={inputs.stylesheet}
        onUploaded={(url) => editor.set('stylesheetUrl', url)}
      />
    </ConfigurationForm>
  )
}
