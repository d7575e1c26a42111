import type { FraudVendor } from '@domain/enums'
import { useTranslation } from 'react-i18next'

/** A fraud vendor by its name, with the code support reads in the settings. */
export function VendorName({ vendor }: { vendor: FraudVendor }) {
  const { t } = useTranslation('merchant')
  return (
    <span>
      {t(`risk.vendors.${vendor}`)} <span className="font-mono text-xs text-slate-500">{vendor}</span>
    </span>
  )
}

/** A setting's value as text: yes/no for a flag, the number or text as it is, anything else as JSON. */
export function SettingValue({ value }: { value: unknown }) {
  const { t } = useTranslation('merchant')
  if (typeof value === 'boolean') return <>{value ? t('risk.values.yes') : t('risk.values.no')}</>
  if (typeof value === 'number' || typeof value === 'string') return <span dir="ltr">{String(value)}</span>
  if (value === null || value === undefined) return <>—</>
  return <code className="font-mono text-xs" dir="ltr">{JSON.stringify(value)}</code>
}
