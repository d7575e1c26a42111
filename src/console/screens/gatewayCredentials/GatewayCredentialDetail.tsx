import { NEW_RECORD } from '@domain/constants'
import { gatewaycredentialCalls } from '@domain/calls/gatewaycredential'
import type { GatewayCredential } from '@domain/entities/gatewaycredential'
import type { GatewayDetail } from '@domain/entities/reference'
import { environments } from '@domain/enums'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { gatewayCredentialQueryOptions, gatewayDetailsQueryOptions, refreshGatewayCredentials } from '../../api/gatewayCredentials'
import { useRegisterFocus } from '../../palette/focus-records'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { usePermission } from '../../session/use-permission'
import { SelectField, TextField } from '../../ui/Field'
import { FormProblems } from '../../ui/form-errors'
import { KeyValueRows, useKeyValueProblems } from '../../ui/KeyValueRows'
import { type KeyValueRow, maskedRowsOf, rowsOf, textsOf } from '../../ui/key-value'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { useRecordEditor } from '../../ui/record-editor'
import { StatusField } from '../../ui/StatusField'
import { choiceOptions, visibleMerchants, visibleSpaces } from '../../session/visible-scope'
import { rowsForGateway, secretsToSend, withSecretsCleared } from './credential-form'

const route = getRouteApi('/_console/gatewayCredentials/$gatewayCredential')

const FIELDS = ['name', 'gateway', 'space', 'merchantAccount', 'environment', 'status', 'fields', 'secrets'] as const

interface CredentialForm {
  name: string
  gateway: string
  space: string
  /** Empty: the credential is the whole space's. */
  merchantAccount: string
  environment: string
  status: string
  fields: KeyValueRow[]
  secrets: KeyValueRow[]
}

function formOf(record: GatewayCredential | null, start: { space: string; merchantAccount: string; gateway?: GatewayDetail }): CredentialForm {
  const fresh = rowsForGateway(start.gateway)
  return {
    name: record?.name ?? '',
    gateway: record?.gateway ?? start.gateway?.id ?? '',
    space: record?.space ?? start.space,
    merchantAccount: record?.merchantAccount ?? start.merchantAccount,
    environment: record?.environment ?? 'Development',
    status: record?.status === 'DISABLED' ? 'DISABLED' : 'ENABLED',
    fields: record ? rowsOf(record.fields) : fresh.fields,
    secrets: record ? maskedRowsOf(record.secrets) : fresh.secrets,
  }
}

/** /gatewayCredentials/{id}: one credential to read, edit or delete; `@new` creates one. */
export function GatewayCredentialDetail() {
  const { gatewayCredential } = route.useParams()
  const gateways = useQuery(gatewayDetailsQueryOptions())
  if (gatewayCredential === NEW_RECORD) {
    return <RecordQuery query={gateways}>{(list) => <CredentialEditor record={null} gateways={list} />}</RecordQuery>
  }
  return <ExistingCredential id={Number(gatewayCredential)} gateways={gateways.data ?? []} />
}

function ExistingCredential({ id, gateways }: { id: number; gateways: GatewayDetail[] }) {
  const query = useQuery(gatewayCredentialQueryOptions(id))
  useRegisterFocus('gatewayCredential', query.data ?? null)
  // A new version of the record (after a save) starts the form from it, with no secret typed.
  return <RecordQuery query={query}>{(record) => <CredentialEditor key={record.updated} record={record} gateways={gateways} />}</RecordQuery>
}

function CredentialEditor({ record, gateways }: { record: GatewayCredential | null; gateways: GatewayDetail[] }) {
  const { t } = useTranslation('gatewayCredentials')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const canWrite = usePermission('gatewayCredential.write')
  const user = useSessionStore((state) => state.user)
  // Only space users hold credentials of a whole space; others name one of their merchants.
  const spaceWide = user?.superAdmin === true || user?.scope === 'SPACE'
  const spaces = visibleSpaces(user?.visibilityTree)
  const merchants = visibleMerchants(user?.visibilityTree)
  const rowProblems = useKeyValueProblems()
  const close = () => void navigate({ to: '/gatewayCredentials', search })
  const editor = useRecordEditor({
    initial: formOf(record, {
      space: user?.mSpace.name ?? '',
      merchantAccount: spaceWide ? '' : (merchants[0]?.name ?? ''),
      gateway: gateways[0],
    }),
    fields: FIELDS,
    save: async (form: CredentialForm) => {
      const problems = [...rowProblems('fields', form.fields), ...rowProblems('secrets', form.secrets)]
      if (problems.length) throw new FormProblems(problems)
      const secrets = secretsToSend(form.secrets)
      if (record) {
        return callApi(gatewaycredentialCalls.update, {
          params: { id: record.id },
          body: {
            name: form.name.trim(),
            environment: form.environment as GatewayCredential['environment'],
            status: form.status as 'ENABLED' | 'DISABLED',
            fields: textsOf(form.fields),
            // Only the secrets typed are sent: the others keep their stored value.
            ...(Object.keys(secrets).length ? { secrets } : {}),
          },
        })
      }
      return callApi(gatewaycredentialCalls.create, {
        body: {
          name: form.name.trim(),
          gateway: form.gateway,
          ...(form.merchantAccount ? { merchantAccount: form.merchantAccount } : { space: form.space }),
          environment: form.environment as GatewayCredential['environment'],
          fields: textsOf(form.fields),
          secrets,
        },
      })
    },
    onSaved: async (saved) => {
      editor.setForm((current) => ({ ...current, secrets: withSecretsCleared(current.secrets) }))
      await refreshGatewayCredentials(queryClient)
      showSuccess(t('saved', { name: saved.name }))
      if (!record) void navigate({ to: '/gatewayCredentials/$gatewayCredential', params: { gatewayCredential: String(saved.id) }, search })
    },
    remove: record ? () => callApi(gatewaycredentialCalls.remove, { params: { id: record.id } }) : undefined,
    onRemoved: async () => {
      showSuccess(t('deleted', { name: record?.name }))
      close()
      await refreshGatewayCredentials(queryClient)
    },
  })

  // A new credential of another gateway starts from that gateway's fields, unless some were typed.
  const chooseGateway = (code: string) => {
    const untouched = [...editor.form.fields, ...editor.form.secrets].every((row) => row.value === '')
    const fresh = rowsForGateway(gateways.find((gateway) => gateway.id === code))
    editor.setForm((current) => ({ ...current, gateway: code, ...(untouched ? fresh : {}) }))
  }

  const gatewayOptions = gateways.map((gateway) => ({ value: gateway.id, label: gateway.name === gateway.id ? gateway.id : `${gateway.name} (${gateway.id})` }))
  return (
    <RecordEditor
      editor={editor}
      exists={record !== null}
      title={record ? record.name : t('newTitle')}
      subtitle={record ? [record.gateway, record.merchantAccount ?? record.space].join(' · ') : undefined}
      onClose={close}
      formLabel={t('formLabel')}
      canWrite={canWrite}
      deletion={record ? { title: t('deleteTitle', { name: record.name }), text: t('deleteText') } : undefined}
      stamps={record ? { status: record.status, created: record.created, updated: record.updated } : undefined}
      facts={
        record
          ? [
              { label: t('fields.gateway'), value: record.gateway },
              { label: t('fields.space'), value: record.space },
              { label: t('fields.merchant'), value: record.merchantAccount ?? t('wholeSpace') },
            ]
          : undefined
      }
    >
      <TextField label={t('fields.name')} {...editor.text('name')} autoFocus maxLength={120} />
      {!record && (
        <>
          <SelectField label={t('fields.gateway')} {...editor.text('gateway')} onChange={(event) => chooseGateway(event.target.value)} options={gatewayOptions} />
          {spaceWide && <SelectField label={t('fields.space')} {...editor.text('space')} options={choiceOptions(spaces)} disabled={editor.form.merchantAccount !== ''} />}
          <SelectField
            label={t('fields.merchant')}
            {...editor.text('merchantAccount')}
            options={[...(spaceWide ? [{ value: '', label: t('wholeSpace') }] : []), ...choiceOptions(merchants)]}
          />
        </>
      )}
      <SelectField label={t('fields.environment')} {...editor.text('environment')} options={environments.map((value) => ({ value, label: t(`environments.${value}`) }))} />
      {record && (
        <StatusField statuses={['ENABLED', 'DISABLED']} {...editor.text('status')} />
      )}
      <KeyValueRows
        legend={t('fields.fields')}
        rows={editor.form.fields}
        onChange={(rows) => editor.set('fields', rows)}
        addLabel={t('keyValue.addField')}
        errors={editor.errors.fields.fields}
      />
      <KeyValueRows
        legend={t('fields.secrets')}
        rows={editor.form.secrets}
        onChange={(rows) => editor.set('secrets', rows)}
        addLabel={t('keyValue.addSecret')}
        secret
        hint={t('keyValue.secretHint')}
        errors={editor.errors.fields.secrets}
      />
    </RecordEditor>
  )
}
