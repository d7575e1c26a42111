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

interface LoadedSelectProps extends ChoiceProps {
  label: string
  hint?: string
  required?: boolean
  /** The choices are still loading: the empty choice says so. */
  loading: boolean
  choices: { value: string; label: string }[]
  /** The empty choice's text once the choices are loaded. */
  none: string
  /** The config's value when the choices no longer hold it. */
  missing: string
}

/** A select of choices being loaded, an empty one first; the config's value stays listed even when the choices no longer hold it. */
function LoadedSelect({ loading, choices, none, missing, ...field }: LoadedSelectProps) {
  const { t } = useTranslation('merchant')
  const kept = field.value && !choices.some((choice) => choice.value === field.value) ? [{ value: field.value, label: missing }] : []
  return <SelectField {...field} options={[{ value: '', label: loading ? t('configs.loading') : none }, ...kept, ...choices]} />
}

/** The gateways enabled on the platform; a config's gateway stays listed even when it no longer is. */
function GatewaySelect(props: ChoiceProps) {
  const { t } = useTranslation('merchant')
  const gateways = useQuery(gatewayDetailsQueryOptions())
  const enabled = (gateways.data ?? []).filter((gateway) => gateway.enabled || gateway.id === props.value)
  return (
    <LoadedSelect
      {...props}
      label={t('configs.fields.gateway')}
      required
      loading={gateways.isPending}
      choices={enabled.map((gateway) => ({ value: gateway.id, label: `${gateway.id} · ${gateway.name}` }))}
      none={t('configs.gateways.chooseGateway')}
      missing={props.value}
    />
  )
}

/** Credentials of the chosen gateway the merchant may use: its space's shared ones and its own; none is allowed. */
function CredentialSelect({ merchant, gateway, ...field }: ChoiceProps & { merchant: string; gateway: string }) {
  const { t } = useTranslation('merchant')
  const canRead = usePermission('gatewayCredential.read')
  const space = useQuery(merchantQueryOptions(merchant)).data?.space
  const credentials = useQuery({ ...gatewayCredentialsQueryOptions(space ?? '', gateway), enabled: canRead && Boolean(space) && gateway !== '' })
  const usable = (credentials.data?.items ?? []).filter((credential) => credential.merchantAccount === null || credential.merchantAccount === merchant)
  const hint = !canRead ? t('configs.hints.credentialsHidden') : gateway === '' ? t('configs.hints.credentialGatewayFirst') : credentials.isError ? t('configs.hints.credentialsFailed') : undefined
  return (
    <LoadedSelect
      {...field}
      label={t('configs.fields.credential')}
      hint={hint}
      loading={credentials.isFetching}
      choices={usable.map((credential) => ({ value: String(credential.id), label: `${credential.name} (${credential.environment})` }))}
      none={t('configs.gateways.noCredential')}
      missing={t('configs.gateways.credentialNumber', { id: field.value })}
    />
  )
}
