import { resultcodeCalls } from '@domain/calls/resultcode'
import type { ResultCodeDetail as Detail, MappedPspCode, ResultCodeUse } from '@domain/entities/resultcode'
import type { Result, ResultCodeCategory } from '@domain/enums'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { pspResultCodes, resultCodes } from '../../api/resultcode'
import { CompactTable } from '../../ui/CompactTable'
import { CheckboxField, SelectField, TextField } from '../../ui/Field'
import { RecordEditor } from '../../ui/RecordEditor'
import { Amount, AppLink, Section } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { CategoryText, useCodeChoices } from './code-parts'

const FIELDS = ['code', 'result', 'category', 'message', 'description', 'retryable'] as const

interface CodeForm {
  code: string
  result: Result
  category: ResultCodeCategory
  message: string
  description: string
  retryable: boolean
}

/** /resultcodes/cs/{resultCode}: one console code, the gateway codes that map to it and where it is used; `@new` creates one. */
export function ResultCodeDetail() {
  return <RecordKindDetail kind={resultCodes} editor={CodeEditor} />
}

function CodeEditor({ record }: { record: Detail | null }) {
  const { t } = useTranslation('resultcode')
  const choices = useCodeChoices()
  const { editor, pane } = useKindEditor({
    kind: resultCodes,
    record,
    nameOf: (saved: { code: string }) => saved.code,
    deleteText: record && record.pspCodeCount > 0 ? t('deleteMapped', { count: record.pspCodeCount }) : t('deleteText'),
    initial: {
      code: record?.code ?? '',
      result: record?.result ?? 'DECLINED',
      category: record?.category ?? 'ISSUER',
      message: record?.message ?? '',
      description: record?.description ?? '',
      retryable: record?.retryable ?? false,
    } satisfies CodeForm as CodeForm,
    fields: FIELDS,
    save: (form: CodeForm) => {
      const body = { result: form.result, category: form.category, message: form.message.trim(), description: form.description.trim(), retryable: form.retryable }
      return record
        ? callApi(resultcodeCalls.update, { params: { code: record.code }, body })
        : callApi(resultcodeCalls.create, { body: { ...body, code: form.code.trim() } })
    },
  })
  return (
    <RecordEditor
      {...pane}
      title={record ? <span className="font-mono">{record.code}</span> : t('newTitle')}
      subtitle={record?.message}
      formLabel={t('formLabel')}
      facts={
        record
          ? [
              { label: t('fields.result'), value: <StatusBadge status={record.result} /> },
              { label: t('fields.category'), value: <CategoryText category={record.category} /> },
              { label: t('fields.pspCodeCount'), value: record.pspCodeCount },
            ]
          : undefined
      }
      after={
        record && (
          <>
            <MappedCodes codes={record.pspCodes} />
            {record.recentTransactions && <RecentUses uses={record.recentTransactions} />}
          </>
        )
      }
    >
      {!record && <TextField label={t('fields.code')} {...editor.text('code')} maxLength={40} hint={t('codeHint')} dir="ltr" />}
      <SelectField label={t('fields.result')} {...editor.text('result')} options={choices.results} />
      <SelectField label={t('fields.category')} {...editor.text('category')} options={choices.categories} />
      <TextField label={t('fields.message')} {...editor.text('message')} maxLength={200} />
      <TextField label={t('fields.description')} {...editor.text('description')} maxLength={1000} />
      <CheckboxField label={t('fields.retryableHint')} {...editor.check('retryable')} />
    </RecordEditor>
  )
}

/** The gateway codes that map to this one, each opening its own pane. */
function MappedCodes({ codes }: { codes: MappedPspCode[] }) {
  const { t } = useTranslation('resultcode')
  const title = t('mapped.title', { count: codes.length })
  return (
    <Section title={title}>
      <CompactTable<MappedPspCode>
        caption={title}
        empty={t('mapped.empty')}
        rows={codes}
        rowKey={(code) => code.id}
        columns={[
          { id: 'gateway', header: t('common:fields.gateway'), cell: (code) => code.gateway },
          {
            id: 'code',
            header: t('fields.pspCode'),
            cell: (code) => (
              <AppLink {...pspResultCodes.target(code.id)} className="font-mono text-xs">
                {code.code}
              </AppLink>
            ),
          },
          { id: 'message', header: t('fields.message'), cell: (code) => code.message },
        ]}
      />
    </Section>
  )
}

/** Where the code is used: the newest transactions of the user's merchants that ended with it. */
function RecentUses({ uses }: { uses: ResultCodeUse[] }) {
  const { t } = useTranslation('resultcode')
  const title = t('uses.title')
  return (
    <Section title={title}>
      <CompactTable<ResultCodeUse>
        caption={title}
        empty={t('uses.empty')}
        rows={uses}
        rowKey={(use) => `${use.merchantAccount}/${use.id}`}
        columns={[
          {
            id: 'transaction',
            header: t('uses.transaction'),
            cell: (use) => (
              <AppLink
                to="/merchant/{-$merchantName}/transactions/$transaction"
                params={{ merchantName: use.merchantAccount, transaction: use.id }}
                className="font-mono text-xs"
              >
                {use.id}
              </AppLink>
            ),
          },
          { id: 'merchant', header: t('common:fields.merchant'), cell: (use) => use.merchantAccount },
          { id: 'status', header: t('uses.status'), cell: (use) => <StatusBadge status={use.status} /> },
          { id: 'amount', header: t('uses.amount'), end: true, cell: (use) => <Amount amount={use.amount} currency={use.currency} /> },
          { id: 'created', header: t('common:record.created'), className: 'whitespace-nowrap', cell: (use) => <Time value={use.created} /> },
        ]}
      />
    </Section>
  )
}
