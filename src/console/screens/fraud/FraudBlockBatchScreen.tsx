import { fraudCalls } from '@domain/calls/fraud'
import type { BlocklistField, CheckResult } from '@domain/enums'
import { type ChangeEvent, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { fraudBlockKind } from '../../api/fraud'
import { KeyCaps } from '../../palette/KeyCaps'
import { useSessionStore } from '../../session/session-store'
import { Button } from '../../ui/Button'
import { Card, PageHeader } from '../../ui/Card'
import { type CompactColumn, CompactTable } from '../../ui/CompactTable'
import { SelectField, TextAreaField, TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { useKindEditor } from '../../workspace'
import { type BatchLine, parseBatchLines } from './batch-lines'
import { type BlockScope, blockScopes } from './block-scope'
import { BlocklistFieldSelect } from './parts'

/** The outcome of one line: the server's for the lines sent, INVALID for the ones kept back. */
interface LineResult extends BatchLine {
  result: CheckResult
  message: string | null
}

const resultColours: Record<CheckResult, string> = {
  SUCCESS: 'bg-success/15 text-success',
  ERROR: 'bg-error/15 text-error',
  INVALID: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
}

/** As the server says it: a repeated value is a well-formed line that cannot apply (ERROR), the rest are malformed. */
function localResult(line: BatchLine): CheckResult {
  return line.problem === 'duplicate' ? 'ERROR' : 'INVALID'
}

function ResultBadge({ result }: { result: CheckResult }) {
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${resultColours[result]}`}>{result}</span>
}

interface BatchForm {
  field: BlocklistField
  /** The chosen scope's key: a space, or one merchant of it. */
  scope: string
  defaultReason: string
  /** The pasted (or read) lines. */
  text: string
}

/**
 * Many fraud blocks at once, pasted or from a file. Each line is checked and saved on its own:
 * a line that fails changes nothing, and the lines around it still go through.
 */
export function FraudBlockBatchScreen() {
  const { t } = useTranslation('fraud')
  const user = useSessionStore((s) => s.user)
  const scopes = useMemo(
    () => (user ? blockScopes(user.visibilityTree, user.scope === 'SPACE', (space) => t('new.allMerchantsOf', { space })) : []),
    [user, t],
  )
  const [results, setResults] = useState<LineResult[] | null>(null)
  const { editor } = useBatchEditor(scopes, setResults)

  return (
    <>
      <PageHeader title={t('batch.title')} />
      {results ? (
        <BatchResults
          results={results}
          onAgain={() => {
            setResults(null)
            editor.save.reset()
          }}
        />
      ) : (
        <BatchEntry editor={editor} scopes={scopes} />
      )}
    </>
  )
}

type BatchEditor = ReturnType<typeof useBatchEditor>['editor']

/** The batch's field, scope and default reason, its lines pasted or read from a file, and what the screen makes of each. */
function BatchEntry({ editor, scopes }: { editor: BatchEditor; scopes: BlockScope[] }) {
  const { t } = useTranslation('fraud')
  const fileId = useId()
  const { form, set, save } = editor
  const scope = scopes.find((entry) => entry.key === form.scope) ?? scopes[0]
  const lines = useMemo(() => parseBatchLines(form.text, form.defaultReason), [form.text, form.defaultReason])
  const sendable = lines.filter((line) => !line.problem)

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    set('text', await file.text())
    event.target.value = ''
  }

  const send = () => {
    if (sendable.length > 0) save.mutate()
  }

  return (
    <Card>
      <Form onSubmit={send} pending={save.isPending} className="space-y-4" aria-label={t('batch.title')}>
        <FormError messages={editor.errors.other} />
        <div className="grid gap-4 sm:grid-cols-3">
          <BlocklistFieldSelect value={form.field} onChange={(field) => set('field', field)} />
          <SelectField
            label={t('fields.scope')}
            value={scope?.key ?? ''}
            onChange={(e) => set('scope', e.target.value)}
            options={scopes.map((entry) => ({ value: entry.key, label: entry.label }))}
          />
          <TextField label={t('batch.defaultReason')} {...editor.text('defaultReason')} maxLength={500} />
        </div>
        <TextAreaField
          label={t('batch.values')}
          {...editor.text('text')}
          rows={8}
          // Pasting the values is what the screen is for.
          autoFocus
          hint={t('batch.valuesHint')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label htmlFor={fileId} className="text-sm">
            <span className="me-2 font-medium">{t('batch.upload')}</span>
            <input id={fileId} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(e) => void readFile(e)} className="text-sm" />
          </label>
          <div className="flex items-center gap-3">
            <KeyCaps shortcut="$mod+Enter" />
            <Button type="submit" pending={save.isPending} disabled={sendable.length === 0}>
              {t('batch.submit', { count: sendable.length })}
            </Button>
          </div>
        </div>
        {lines.length > 0 && <LinesPreview lines={lines} ready={sendable.length} />}
      </Form>
    </Card>
  )
}

/** The lines as read, before they are sent: which are ready, and why the others are kept back. */
function LinesPreview({ lines, ready }: { lines: BatchLine[]; ready: number }) {
  const { t } = useTranslation('fraud')
  return (
    <section aria-label={t('batch.preview')}>
      <h2 className="mb-2 text-sm font-semibold text-slate-600 dark:text-slate-300">{t('batch.previewCount', { ready, kept: lines.length - ready })}</h2>
      <LinesTable
        caption={t('batch.preview')}
        rows={lines}
        columns={[
          {
            id: 'check',
            header: t('batch.columns.check'),
            cell: (row) =>
              row.problem ? (
                <span className="text-amber-700 dark:text-amber-300">
                  <ResultBadge result={localResult(row)} /> {t(`batch.problems.${row.problem}`)}
                </span>
              ) : (
                <span className="text-slate-500">{t('batch.ready')}</span>
              ),
          },
        ]}
      />
    </section>
  )
}

/** The batch's form through the kind editor: one create-batch call, and each line's outcome handed back. */
function useBatchEditor(scopes: BlockScope[], onResults: (results: LineResult[]) => void) {
  const { t } = useTranslation('fraud')
  return useKindEditor({
    kind: fraudBlockKind,
    record: null,
    fields: [],
    initial: { field: 'CREDIT_CARD_NUMBER', scope: scopes[0]?.key ?? '', defaultReason: '', text: '' } satisfies BatchForm as BatchForm,
    save: async (form: BatchForm) => {
      const scope = scopes.find((entry) => entry.key === form.scope) ?? scopes[0]
      const lines = parseBatchLines(form.text, form.defaultReason)
      const rows = lines.filter((line) => !line.problem)
      const blocks = rows.map((row) => ({ accountId: row.value, reason: row.reason }))
      const answer = await callApi(fraudCalls.createBatch, { body: { field: form.field, space: scope?.space, merchantAccount: scope?.merchantAccount ?? null, blocks } })
      return { answer, lines, rows }
    },
    // The screen says what the batch did, line by line.
    savedText: () => null,
    openCreated: false,
    onSaved: ({ answer, lines, rows }) => {
      const byRow = new Map(answer.results.map((outcome) => [outcome.row, outcome]))
      const sent = new Map(rows.map((row, index) => [row, byRow.get(index + 1)]))
      onResults(
        lines.map((line) => {
          const outcome = sent.get(line)
          if (outcome) return { ...line, result: outcome.result, message: outcome.message }
          return { ...line, result: localResult(line), message: t(`batch.problems.${line.problem ?? 'value'}`) }
        }),
      )
    },
  })
}

/** What each line of a sent batch came to, with a summary and a way to send another. */
function BatchResults({ results, onAgain }: { results: LineResult[]; onAgain: () => void }) {
  const { t } = useTranslation('fraud')
  const summary = {
    created: results.filter((row) => row.result === 'SUCCESS').length,
    failed: results.filter((row) => row.result !== 'SUCCESS').length,
  }
  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm">
          {t('batch.summary', summary)}
        </p>
        <Button variant="secondary" onClick={onAgain}>
          {t('batch.again')}
        </Button>
      </div>
      {summary.failed > 0 && <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">{t('batch.nothingHalfApplied')}</p>}
      <LinesTable
        caption={t('batch.results')}
        rows={results}
        columns={[
          { id: 'result', header: t('batch.columns.result'), cell: (row) => <ResultBadge result={row.result} /> },
          { id: 'message', header: t('batch.columns.message'), className: 'text-slate-600 dark:text-slate-300', cell: (row) => row.message },
        ]}
      />
    </Card>
  )
}

/** The batch's lines as read from the paste or the file, with what the screen knows of each (its check, its result). */
function LinesTable<Row extends BatchLine>({ caption, rows, columns }: { caption: string; rows: Row[]; columns: CompactColumn<Row>[] }) {
  const { t } = useTranslation('fraud')
  return (
    <CompactTable<Row>
      caption={caption}
      scroll="max-h-[50vh] rounded-md border border-slate-200 px-3 dark:border-slate-700"
      rows={rows}
      rowKey={(row) => row.line}
      columns={[
        { id: 'line', header: t('batch.columns.line'), className: 'text-slate-500', cell: (row) => row.line },
        { id: 'value', header: t('batch.columns.value'), className: 'font-mono', ltr: true, cell: (row) => row.value },
        { id: 'reason', header: t('batch.columns.reason'), cell: (row) => row.reason },
        ...columns,
      ]}
    />
  )
}
