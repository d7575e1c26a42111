import { merchantCalls } from '@domain/calls/merchant'
import type { GatewayConfig } from '@domain/entities/merchant'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { gatewayConfigKind, gatewayCredentialsQueryOptions, gatewayDetailsQueryOptions } from '../../api/merchant'
import { merchantQueryOptions } from '../../api/merchant'
import { usePermission } from '../../session/use-permission'
import { SelectField, TextField } from '../../ui/Field'
import { listOf } from '../../ui/record-editor'
import { RecordKindDetail } from '../../workspace'
import { CONFIG_FIELDS, ConfigEditor, type ConfigForm, configBodyOf, configFormOf, useConfigEditor } from './ConfigEditor'

const route = getRouteApi('/_console/merchants/$merchant/gateways/$gateway')

const FIELDS = [...CONFIG_FIELDS, 'gateway', 'credentialId', 'currencies', 'paymentTypes'] as const

interface GatewayConfigForm extends ConfigForm {
  gateway: string
  credentialId: string
  currencies: string
  paymentTypes: string
}

function formOf(record: GatewayConfig | null): GatewayConfigForm {
  return {
    ...configFormOf(record),
    gateway: record?.gateway ?? '',
    credentialId: record?.credentialId === null || record?.credentialId === undefined ? '' : String(record.credentialId),
    currencies: record?.currencies.join(', ') ?? '',
    paymentTypes: record?.paymentTypes.join(', ') ?? '',
  }
}

/** /merchants/{merchant}/gateways/{id}: one gateway config to read, edit or delete; `@new` creates one. */
export function GatewayConfigDetail() {
  const { merchant } = route.useParams()
  return <RecordKindDetail kind={gatewayConfigKind}>{(record) => <GatewayConfigEditor merchant={merchant} record={record} />}</RecordKindDetail>
}

function GatewayConfigEditor({ merchant, record }: { merchant: string; record: GatewayConfig | null }) {
  const { t } = useTranslation('merchant')
  const { editor, pane } = useConfigEditor({
    kind: 'gateway',
    record,
    initial: formOf(record),
    fields: FIELDS,
    save: (form: GatewayConfigForm) => {
      const body = {
        ...configBodyOf(form),
        gateway: form.gateway,
        credentialId: form.credentialId === '' ? null : Number(form.credentialId),
        currencies: listOf(form.currencies.toUpperCase()),
        paymentTypes: listOf(form.paymentTypes),
      }
      return record
        ? callApi(merchantCalls.updateGatewayConfig, { params: { name: merchant, id: record.id }, body })
        : callApi(merchantCalls.createGatewayConfig, { params: { name: merchant }, body })
    },
  })
  // Another gateway has other credentials: the chosen one no longer fits.
  const chooseGateway = (event: ChangeEvent<HTMLSelectElement>) => editor.setForm((form) => ({ ...form, gateway: event.target.value, credentialId: '' }))

  return (
    <ConfigEditor
      pane={pane}
      kind="gateway"
      merchant={merchant}
      record={record}
      subtitle={record?.gateway}
      identity={
        <>
          <GatewaySelect value={editor.form.gateway} onChange={chooseGateway} errors={editor.errors.fields.gateway} />
          <CredentialSelect merchant={merchant} gateway={editor.form.gateway} {...editor.text('credentialId')} />
        </>
      }
    >
      <TextField label={t('configs.fields.currencies')} {...editor.text('currencies')} hint={t('configs.hints.currencies')} dir="ltr" />
      <div className="sm:col-span-2">
        <TextField label={t('configs.fields.paymentTypes')} {...editor.text('paymentTypes')} hint={t('configs.hints.paymentTypes')} dir="ltr" />
      </div>
    </ConfigEditor>
  )
}

interface ChoiceProps {
  value: string
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  errors?: string[]
}

/** The gateways enabled on the platform; a config's gateway stays listed even when it no longer is. */
function GatewaySelect({ value, onChange, errors }: ChoiceProps) {
  const { t } = useTranslation('merchant')
  const gateways = useQuery(gatewayDetailsQueryOptions())
  const enabled = (gateways.data ?? []).filter((gateway) => gateway.enabled || gateway.id === value)
  const options = enabled.map((gateway) => ({ value: gateway.id, label: `${gateway.id} · ${gateway.name}` }))
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value })
  return (
    <SelectField
      label={t('configs.fields.gateway')}
      value={value}
      onChange={onChange}
      errors={errors}
      required
      options={[{ value: '', label: gateways.isPending ? t('configs.loading') : t('configs.gateways.chooseGateway') }, ...options]}
    />
  )
}

/** Credentials of the chosen gateway the merchant may use: its space's shared ones and its own; none is allowed. */
function CredentialSelect({ merchant, gateway, value, onChange, errors }: ChoiceProps & { merchant: string; gateway: string }) {
  const { t } = useTranslation('merchant')
  const canRead = usePermission('gatewayCredential.read')
  const space = useQuery(merchantQueryOptions(merchant)).data?.space
  const credentials = useQuery({ ...gatewayCredentialsQueryOptions(space ?? '', gateway), enabled: canRead && Boolean(space) && gateway !== '' })
  const usable = (credentials.data?.items ?? []).filter((credential) => credential.merchantAccount === null || credential.merchantAccount === merchant)
  const options = usable.map((credential) => ({ value: String(credential.id), label: `${credential.name} (${credential.environment})` }))
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: t('configs.gateways.credentialNumber', { id: value }) })
  const hint = !canRead ? t('configs.hints.credentialsHidden') : gateway === '' ? t('configs.hints.credentialGatewayFirst') : credentials.isError ? t('configs.hints.credentialsFailed') : undefined
  return (
    <SelectField
      label={t('configs.fields.credential')}
      value={value}
      onChange={onChange}
      errors={errors}
      hint={hint}
      options={[{ value: '', label: credentials.isFetching ? t('configs.loading') : t('configs.gateways.noCredential') }, ...options]}
    />
  )
}
