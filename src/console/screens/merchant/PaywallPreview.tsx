import type { PartnerSettings } from '@domain/entities/partner'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField, TextField } from '../../ui/Field'
import type { PaywallForm } from './MerchantPaywallScreen'
import { type PaywallEnvironment, type PaywallPreviewChoices, paywallEnvironments, paywallPreviewUrl, readPreviewChoices, rememberPreviewChoices } from './paywall-preview'

interface PaywallPreviewProps {
  merchant: string
  form: PaywallForm
  partner: PartnerSettings | undefined
}

/**
 * The partner's paywall addresses and a link that opens the paywall with the settings on screen
 * (saved or not) and a test amount; the preview's own choices are remembered per merchant.
 */
export function PaywallPreview({ merchant, form, partner }: PaywallPreviewProps) {
  const { t } = useTranslation('merchant')
  const [choices, setChoices] = useState<PaywallPreviewChoices>(() => readPreviewChoices(merchant))
  const choose = (change: PaywallPreviewChoices) => {
    const next = { ...choices, ...change }
    setChoices(next)
    rememberPreviewChoices(merchant, next)
  }
  const urls = partner?.paywallUrls ?? { development: null, production: null }
  const configured = paywallEnvironments.filter((environment) => urls[environment])
  const environment: PaywallEnvironment | undefined = choices.environment && urls[choices.environment] ? choices.environment : configured[0]
  const previewUrl = environment
    ? paywallPreviewUrl(urls[environment], {
        merchantAccount: merchant,
        skin: form.skin,
        locale: form.locale,
        paymentKind: form.paymentKind,
        sessionTimeout: form.sessionTimeoutMinutes,
        logoUrl: form.logoUrl,
        stylesheetUrl: form.stylesheetUrl,
        amount: choices.amount,
        currency: choices.currency,
      })
    : null

  return (
    <section aria-labelledby="paywall-preview-title" className="max-w-2xl space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h3 id="paywall-preview-title" className="text-sm font-semibold text-slate-600 dark:text-slate-300">
        {t('preview.title')}
      </h3>
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
        {paywallEnvironments.map((name) => (
          <div key={name} className="contents">
            <dt className="text-slate-500">{t(`preview.environments.${name}`)}</dt>
            <dd className="break-all font-mono" dir="ltr">
              {urls[name] ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
      {configured.length === 0 ? (
        <p className="text-sm text-slate-500">{t('preview.noUrls')}</p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label={t('preview.environment')}
              value={environment}
              onChange={(event) => choose({ environment: event.target.value as PaywallEnvironment })}
              options={configured.map((name) => ({ value: name, label: t(`preview.environments.${name}`) }))}
            />
            <TextField label={t('preview.amount')} value={choices.amount ?? ''} onChange={(event) => choose({ amount: event.target.value })} inputMode="decimal" maxLength={20} dir="ltr" />
            <TextField
              label={t('preview.currency')}
              value={choices.currency ?? ''}
              onChange={(event) => choose({ currency: event.target.value.toUpperCase() })}
              maxLength={3}
              placeholder={partner?.partnerDefaultCurrency}
              dir="ltr"
            />
          </div>
          {previewUrl ? (
            <a
              href={previewUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center rounded-md bg-brand px-3 py-2 text-sm font-medium text-brand-contrast hover:opacity-90"
            >
              {t('preview.open')}
            </a>
          ) : (
            <p className="text-sm text-error">{t('preview.badUrl')}</p>
          )}
        </>
      )}
    </section>
  )
}
