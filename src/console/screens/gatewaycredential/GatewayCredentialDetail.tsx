import { useEnumLabel } from '../../ui/EnumText'
import { gatewaycredentialCalls } from '@domain/calls/gatewaycredential'
import type { GatewayCredential } from '@domain/entities/gatewaycredential'
import type { GatewayDetail } from '@domain/entities/reference'
import { environments } from '@domain/enums'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { gatewaycredential } from '../../api/gatewaycredential'
import { gatewayDetailsQueryOptions } from '../../api/merchant'
import { useSessionStore } from '../../session/session-store'
import { choiceOptions, visibleMerchants, visibleSpaces } from '../../session/visible-scope'
import { SelectField, TextField } from '../../ui/Field'
import { KeyValueRows, useKeyValueProblems } from '../../ui/KeyValueRows'
import { type KeyValueRow, maskedRowsOf, rowsOf, textsOf } from '../../ui/key-value'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { StatusField } from '../../ui/StatusField'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { rowsForGateway, secretsToSend, withSecretsCleared } from './credential-form'
import { SpaceName } from '../../ui/SpaceName'

interface CredentialForm {
  name: string
  gateway: string
  space: string
  /** Empty: the credential is the whole space's. */
  merchantAccount: string
  environment: GatewayCredential['environment']
  status: 'ENABLED' | 'DISABLED'
  fields: KeyValueRow[]
  secrets: KeyValueRow[]
}

/** /gatewayCredentials/{id}: one credential to read, edit or delete; `@new` creates one. */
export function GatewayCredentialDetail() {
  const gateways = useQuery(gatewayDetailsQueryOptions())
  return (
    <RecordQuery query={gateways}>
      {(list) => <RecordKindDetail kind={gatewaycredential}>{(record) => <CredentialEditor record={record} gateways={list} />}</RecordKindDetail>}
    </RecordQuery>
  )
}

function CredentialEditor({ record, gateways }: { record: GatewayCredential | null; gateways: GatewayDetail[] }) {
  const { t } = useTranslation('gatewaycredential')
  const enumLabel = useEnumLabel()
  const user = useSessionStore((state) => state.user)
  // Only space users hold credentials of a whole space; others name one of their merchants.
  const spaceWide = user?.superAdmin === true || user?.scope === 'SPACE'
  const merchants = visibleMerchants(user?.visibilityTree)
  const rowProblems = useKeyValueProblems()
  const fresh = rowsForGateway(gateways[0])
  const { editor, pane } = useKindEditor({
    kind: gatewaycredential,
    record,
    deleteText: t('deleteText'),
    facts: (credential) => [
      { label: t('common:fields.gateway'), value: credential.gateway },
      { label: t('common:fields.space'), value: credential.space },
      { label: t('common:fields.merchant'), value: credential.merchantAccount ?? t('wholeSpace') },
    ],
    initial: {
      name: record?.name ?? '',
      gateway: record?.gateway ?? gateways[0]?.id ?? '',
      space: record?.space ?? user?.mSpace.name ?? '',
      merchantAccount: record?.merchantAccount ?? (spaceWide ? '' : (merchants[0]?.name ?? '')),
      environment: record?.environment ?? 'Development',
      status: record?.status === 'DISABLED' ? 'DISABLED' : 'ENABLED',
      fields: record ? rowsOf(record.fields) : fresh.fields,
      secrets: record ? maskedRowsOf(record.secrets) : fresh.secrets,
    } satisfies CredentialForm as CredentialForm,
    problems: (form: CredentialForm) => [...rowProblems('fields', form.fields), ...rowProblems('secrets', form.secrets)],
    save: async (form: CredentialForm) => {
      const common = { name: form.name.trim(), environment: form.environment, fields: textsOf(form.fields) }
      const secrets = secretsToSend(form.secrets)
      if (record) {
        const body = { ...common, status: form.status, ...(Object.keys(secrets).length ? { secrets } : {}) }
        return callApi(gatewaycredentialCalls.update, { params: { id: record.id }, body })
      }
      const owner = form.merchantAccount ? { merchantAccount: form.merchantAccount } : { space: form.space }
      return callApi(gatewaycredentialCalls.create, { body: { ...common, ...owner, gateway: form.gateway, secrets } })
    },
    onSaved: (_saved, setForm) => setForm((current) => ({ ...current, secrets: withSecretsCleared(current.secrets) })),
  })

  // A new credential of another gateway starts from that gateway's fields, unless some were typed.
  const chooseGateway = (code: string) => {
    const untouched = [...editor.form.fields, ...editor.form.secrets].every((row) => row.value === '')
    const rows = rowsForGateway(gateways.find((gateway) => gateway.id === code))
    editor.setForm((current) => ({ ...current, gateway: code, ...(untouched ? rows : {}) }))
  }

  const gatewayOptions = gateways.map((gateway) => ({ value: gateway.id, label: gateway.name === gateway.id ? gateway.id : `${gateway.name} (${gateway.id})` }))
  return (
    <RecordEditor
      {...pane}
      title={record ? record.name : t('commands.create')}
      subtitle={record ? [record.gateway, record.merchantAccount ?? <SpaceName key="space" space={record.space} />] : undefined}
      formLabel={t('formLabel')}
    >
      <TextField label={t('common:fields.name')} {...editor.text('name')} maxLength={120} />
      {!record && (
        <>
          <SelectField label={t('common:fields.gateway')} {...editor.text('gateway')} onChange={(event) => chooseGateway(event.target.value)} options={gatewayOptions} />
          {spaceWide && (
            <SelectField label={t('common:fields.space')} {...editor.text('space')} options={choiceOptions(visibleSpaces(user?.visibilityTree))} disabled={editor.form.merchantAccount !== ''} />
          )}
          <SelectField
            label={t('common:fields.merchant')}
            {...editor.text('merchantAccount')}
            options={[...(spaceWide ? [{ value: '', label: t('wholeSpace') }] : []), ...choiceOptions(merchants)]}
          />
        </>
      )}
      <SelectField label={t('common:fields.environment')} {...editor.text('environment')} options={environments.map((value) => ({ value, label: enumLabel(value) }))} />
      {record && <StatusField statuses={['ENABLED', 'DISABLED']} {...editor.text('status')} />}
      <KeyValueRows legend={t('fields.fields')} {...editor.rows('fields')} />
      <KeyValueRows legend={t('fields.secrets')} {...editor.rows('secrets')} secret />
    </RecordEditor>
  )
}
