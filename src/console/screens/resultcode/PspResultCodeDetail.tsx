import { resultcodeCalls } from '@domain/calls/resultcode'
import type { GatewayDetail } from '@domain/entities/reference'
import type { PspResultCode } from '@domain/entities/resultcode'
import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { gatewayDetailsQueryOptions } from '../../api/merchant'
import { consoleCodeChoices, pspResultCodes } from '../../api/resultcode'
import { RecordCommandButtons } from '../../palette/CommandButtons'
import { SelectField, TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { AppLink } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { CategoryText } from './code-parts'

const FIELDS = ['gateway', 'code', 'message', 'resultCode'] as const

interface PspForm {
  gateway: string
  code: string
  message: string
  resultCode: string
}

/**
 * /resultcodes/psp/{pspResultCode}: one gateway code and the console code it maps to; `@new`
 * creates one. The gateway and the console code are chosen from their lists, never typed.
 */
export function PspResultCodeDetail() {
  const gateways = useQuery(gatewayDetailsQueryOptions())
  const codes = useQuery(consoleCodeChoices())
  return (
    <RecordQuery query={gateways}>
      {(gatewayList) => (
        <RecordQuery query={codes}>
          {(codeList) => <RecordKindDetail kind={pspResultCodes}>{(record) => <PspEditor record={record} gateways={gatewayList} codes={codeList} />}</RecordKindDetail>}
        </RecordQuery>
      )}
    </RecordQuery>
  )
}

function PspEditor({ record, gateways, codes }: { record: PspResultCode | null; gateways: GatewayDetail[]; codes: readonly { code: string; message: string }[] }) {
  const { t } = useTranslation('resultcode')
  // A new code starts from the list's filters: the gateway and console code being looked at.
  const search = useSearch({ strict: false }) as { gateway?: string; resultCode?: string }
  const listed = (value: string | undefined, known: readonly string[]) => (value && known.includes(value) ? value : undefined)
  const { editor, pane } = useKindEditor({
    kind: pspResultCodes,
    record,
    nameOf: (saved: { gateway: string; code: string }) => `${saved.gateway} ${saved.code}`,
    deleteText: t('pspDeleteText'),
    facts: (code) => [
      { label: t('common:fields.gateway'), value: code.gateway },
      {
        label: t('fields.resultCode'),
        value: (
          <AppLink to="/resultcodes/cs/$resultCode" params={{ resultCode: code.resultCode }}>
            <span className="font-mono">{code.resultCode}</span> {code.resultMessage}
          </AppLink>
        ),
      },
      { label: t('fields.result'), value: <StatusBadge status={code.result} /> },
      { label: t('fields.category'), value: <CategoryText category={code.category} /> },
    ],
    initial: {
      gateway: record?.gateway ?? listed(search.gateway, gateways.map((gateway) => gateway.id)) ?? gateways[0]?.id ?? '',
      code: record?.code ?? '',
      message: record?.message ?? '',
      resultCode: record?.resultCode ?? listed(search.resultCode, codes.map((code) => code.code)) ?? codes[0]?.code ?? '',
    } satisfies PspForm as PspForm,
    fields: FIELDS,
    save: (form: PspForm) => {
      const body = { message: form.message.trim(), resultCode: form.resultCode }
      return record
        ? callApi(resultcodeCalls.pspUpdate, { params: { code: record.id }, body })
        : callApi(resultcodeCalls.pspCreate, { body: { ...body, gateway: form.gateway, code: form.code.trim() } })
    },
  })
  const gatewayOptions = gateways.map((gateway) => ({ value: gateway.id, label: gateway.name === gateway.id ? gateway.id : `${gateway.name} (${gateway.id})` }))
  const codeOptions = codes.map((code) => ({ value: code.code, label: `${code.code} · ${code.message}` }))
  return (
    <RecordEditor
      {...pane}
      title={record ? <span className="font-mono">{record.code}</span> : t('pspNewTitle')}
      subtitle={record ? [record.gateway, record.message] : undefined}
      formLabel={t('pspFormLabel')}
      after={record && <RecordCommandButtons record={pspResultCodes.focus} />}
    >
      {!record && (
        <>
          <SelectField label={t('common:fields.gateway')} {...editor.text('gateway')} options={gatewayOptions} />
          <TextField label={t('fields.pspCode')} {...editor.text('code')} maxLength={40} hint={t('codeHint')} dir="ltr" />
        </>
      )}
      <TextField label={t('fields.message')} {...editor.text('message')} maxLength={200} />
      <SelectField label={t('fields.resultCode')} {...editor.text('resultCode')} options={codeOptions} hint={t('resultCodeHint')} />
    </RecordEditor>
  )
}
