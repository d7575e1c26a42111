import { merchantCalls } from '@domain/calls/merchant'
import { INSTALMENT_COUNTS } from '@domain/constants'
import type { InstrumentConfig } from '@domain/entities/merchant'
import { type ThreeDsBypassMode, type ThreeDsVersion, threeDsBypassModes, threeDsVersions } from '@domain/enums'
import type { FieldError } from '@domain/errors'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { instrumentConfigKind } from '../../api/merchant'
import { merchantResourcesQueryOptions } from '../../api/merchant'
import { amountExample, majorAmountText, minorAmountOf } from '../../lib/money'
import { AmountField } from '../../ui/AmountField'
import { amountsInMajorUnits } from '../../ui/amount-errors'
import { ChoiceList } from '../../ui/ChoiceList'
import { SelectField, TextField } from '../../ui/Field'
import { orNull } from '../../ui/record-editor'
import { RecordKindDetail } from '../../workspace'
import { CONFIG_FIELDS, ConfigEditor, type ConfigForm, configBodyOf, configFormOf, useConfigEditor } from './ConfigEditor'

const route = getRouteApi('/_console/merchants/$merchant/instruments/$instrument')

const FIELDS = [...CONFIG_FIELDS, 'instrument', 'gatewayConfigId', 'currency', 'minAmount', 'maxAmount', 'threeDsVersion', 'threeDsBypass', 'instalments'] as const

interface InstrumentConfigForm extends ConfigForm {
  instrument: string
  gatewayConfigId: string
  currency: string
  /** Typed in major units of the currency. */
  minAmount: string
  maxAmount: string
  threeDsVersion: string
  threeDsBypass: ThreeDsBypassMode[]
  instalments: number[]
}

function formOf(record: InstrumentConfig | null, language: string): InstrumentConfigForm {
  const currency = record?.currency ?? null
  return {
    ...configFormOf(record),
    instrument: record?.instrument ?? '',
    gatewayConfigId: record?.gatewayConfigId === null || record?.gatewayConfigId === undefined ? '' : String(record.gatewayConfigId),
    currency: currency ?? '',
    minAmount: majorAmountText(record?.minAmount ?? null, currency, language),
    maxAmount: majorAmountText(record?.maxAmount ?? null, currency, language),
    threeDsVersion: record?.threeDsVersion ?? '',
    threeDsBypass: record?.threeDsBypass ?? [],
    instalments: record?.instalments ?? [1],
  }
}

const currencyOf = (form: InstrumentConfigForm) => orNull(form.currency.toUpperCase())

/** /merchants/{merchant}/instruments/{id}: one instrument config to read, edit or delete; `@new` creates one. */
export function InstrumentConfigDetail() {
  const { merchant } = route.useParams()
  return <RecordKindDetail kind={instrumentConfigKind}>{(record) => <InstrumentConfigEditor merchant={merchant} record={record} />}</RecordKindDetail>
}

function InstrumentConfigEditor({ merchant, record }: { merchant: string; record: InstrumentConfig | null }) {
  const { t, i18n } = useTranslation('merchant')
  const resources = useQuery(merchantResourcesQueryOptions(merchant))
  const { editor, pane } = useInstrumentConfigEditor(merchant, record)

  const gatewayConfigs = (resources.data?.gatewayConfigs ?? []).map((config) => ({ value: String(config.id), label: `${config.name} (${config.gateway})` }))
  const chosen = editor.form.gatewayConfigId
  if (chosen && !gatewayConfigs.some((option) => option.value === chosen)) gatewayConfigs.unshift({ value: chosen, label: t('configs.instruments.gatewayConfigNumber', { id: chosen }) })
  const example = amountExample(currencyOf(editor.form), i18n.language)
  const amountHint = editor.form.currency.trim() ? t('configs.hints.amountIn', { currency: editor.form.currency.trim().toUpperCase(), example }) : t('configs.hints.amount', { example })

  return (
    <ConfigEditor
      pane={pane}
      kind="instrument"
      merchant={merchant}
      record={record}
      subtitle={record ? [record.instrument, record.paymentType] : undefined}
      facts={record ? [{ label: t('configs.fields.paymentMethod'), value: record.paymentMethod || '—' }] : undefined}
      identity={
        <>
          <TextField label={t('configs.fields.instrument')} {...editor.text('instrument')} maxLength={100} hint={t('configs.hints.instrument')} dir="ltr" />
          <SelectField
            label={t('configs.fields.gatewayConfig')}
            {...editor.text('gatewayConfigId')}
            options={[{ value: '', label: resources.isPending ? t('configs.loading') : t('configs.instruments.noGatewayConfig') }, ...gatewayConfigs]}
          />
        </>
      }
    >
      <TextField label={t('configs.fields.currency')} {...editor.text('currency')} maxLength={3} hint={t('configs.hints.currency')} dir="ltr" />
      <AmountField label={t('configs.fields.minAmount')} {...editor.text('minAmount')} currency={currencyOf(editor.form)} hint={amountHint} />
      <AmountField label={t('configs.fields.maxAmount')} {...editor.text('maxAmount')} currency={currencyOf(editor.form)} hint={amountHint} />
      <SelectField
        label={t('configs.fields.threeDsVersion')}
        {...editor.text('threeDsVersion')}
        options={[{ value: '', label: t('configs.instruments.noThreeDsVersion') }, ...threeDsVersions.map((version) => ({ value: version, label: version }))]}
      />
      <ChoiceList
        legend={t('configs.fields.threeDsBypass')}
        options={threeDsBypassModes.map((mode) => ({ value: mode, label: t(`configs.threeDsBypass.${mode}`) }))}
        selected={editor.form.threeDsBypass}
        onChange={(modes) => editor.set('threeDsBypass', modes)}
        errors={editor.errors.fields.threeDsBypass}
      />
      <ChoiceList
        legend={t('configs.fields.instalments')}
        options={INSTALMENT_COUNTS.map((count) => ({ value: count, label: String(count) }))}
        selected={editor.form.instalments}
        onChange={(counts) => editor.set('instalments', counts)}
        errors={editor.errors.fields.instalments}
      />
    </ConfigEditor>
  )
}

/** The instrument config's form through the config editor: its amounts typed in major units of its currency, read before the save. */
function useInstrumentConfigEditor(merchant: string, record: InstrumentConfig | null) {
  const { t, i18n } = useTranslation('merchant')
  return useConfigEditor({
    kind: 'instrument',
    record,
    initial: formOf(record, i18n.language),
    fields: FIELDS,
    // An amount that cannot be read stops the save, beside its field.
    problems: (form: InstrumentConfigForm): FieldError[] =>
      (['minAmount', 'maxAmount'] as const)
        .filter((field) => minorAmountOf(form[field], currencyOf(form), i18n.language) === undefined)
        .map((field) => ({ field, message: t('configs.hints.badAmount', { example: amountExample(currencyOf(form), i18n.language) }) })),
    save: (form: InstrumentConfigForm) => {
      const currency = currencyOf(form)
      const body = {
        ...configBodyOf(form),
        instrument: form.instrument.trim().toUpperCase(),
        gatewayConfigId: form.gatewayConfigId === '' ? null : Number(form.gatewayConfigId),
        currency,
        minAmount: minorAmountOf(form.minAmount, currency, i18n.language) ?? null,
        maxAmount: minorAmountOf(form.maxAmount, currency, i18n.language) ?? null,
        threeDsVersion: form.threeDsVersion === '' ? null : (form.threeDsVersion as ThreeDsVersion),
        threeDsBypass: form.threeDsBypass,
        instalments: form.instalments,
      }
      const saved = record
        ? callApi(merchantCalls.updateInstrumentConfig, { params: { name: merchant, id: record.id }, body })
        : callApi(merchantCalls.createInstrumentConfig, { params: { name: merchant }, body })
      return saved.catch((error: unknown) => {
        throw amountsInMajorUnits(error, ['minAmount', 'maxAmount'], currency, i18n.language)
      })
    },
  })
}
