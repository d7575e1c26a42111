import { muserCalls } from '@domain/calls/muser'
import { type AuditExportFormat, type AuditVerify, auditExportFormats } from '@domain/entities/muser'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { formatInZone, isoOfLocalInput } from '../../lib/dates'
import { useTimeZone } from '../../lib/use-time-zone'
import { useScreenDialog } from '../../palette/screen-dialog'
import { showSuccess } from '../../session/alert-store'
import { Button } from '../../ui/Button'
import { SelectField, TextField } from '../../ui/Field'
import { DialogPanelShell, FormDialog } from '../../ui/FormDialog'
import { formErrorsOf, mergeFieldErrors, standingErrors } from '../../ui/form-errors'
import { AppLink } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { useTextValues } from '../../ui/text-values'
import { readExport, saveFile } from '../../workspace/export-file'

/** The check of the audit trail, open while the URL says `?dialog=verifyAudit`: it runs on opening and says where a chain breaks. */
export function VerifyAuditDialog() {
  const dialog = useScreenDialog('verifyAudit')
  return dialog.open ? <VerifyAudit onClose={dialog.close} /> : null
}

function VerifyAudit({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('muser')
  // Every opening checks again: the answer is of the moment it was asked.
  const check = useQuery({ queryKey: ['muser', 'verifyEvents'], queryFn: ({ signal }) => callApi(muserCalls.verifyEvents, { signal }), gcTime: 0, staleTime: 0, retry: false })
  return (
    <DialogPanelShell title={t('verify.title')} description={t('verify.text')} onClose={onClose}>
      <div className="space-y-4">
        {check.isFetching ? (
          <p role="status" className="text-sm">
            {t('verify.checking')}
          </p>
        ) : check.data ? (
          <VerifyAnswer answer={check.data} />
        ) : (
          <p role="alert" className="text-sm text-error">
            {t('verify.failed')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => void check.refetch()} disabled={check.isFetching}>
            {t('verify.again')}
          </Button>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </div>
      </div>
    </DialogPanelShell>
  )
}

function VerifyAnswer({ answer }: { answer: AuditVerify }) {
  const { t } = useTranslation('muser')
  const broken = answer.break
  return (
    <>
      {broken ? (
        <div role="alert" className="space-y-1 rounded-md border border-error bg-red-50 px-3 py-2 text-sm dark:bg-red-950/40">
          <p className="font-medium">{t('verify.broken', { space: broken.space ?? t('verify.noSpace') })}</p>
          <p>
            {broken.event !== null && broken.created !== null ? (
              <AppLink to="/admin/userEvents" search={{ to: broken.created, event: broken.event }}>
                {t('verify.event', { id: broken.event })}
              </AppLink>
            ) : (
              t('verify.unseen')
            )}{' '}
            {t(`verify.reasons.${broken.reason}`, { position: broken.position ?? '—' })}
          </p>
        </div>
      ) : (
        <p role="status" className="rounded-md border border-success px-3 py-2 text-sm font-medium">
          {t('verify.intact', { rows: answer.rows })}
        </p>
      )}
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('verify.chains')}</caption>
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col" className="text-start font-medium">
              {t('common:fields.space')}
            </th>
            <th scope="col" className="text-end font-medium">
              {t('verify.rows')}
            </th>
            <th scope="col" className="text-start font-medium">
              {t('verify.head')}
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.chains.map((chain) => (
            <tr key={chain.space ?? ''}>
              <th scope="row" className="text-start font-normal">
                {chain.space ?? t('verify.noSpace')} {chain.intact ? '' : `· ${t('verify.brokenChain')}`}
              </th>
              <td className="text-end tabular-nums">{chain.rows}</td>
              <td className="font-mono text-xs" title={chain.head ?? undefined} dir="ltr">
                {chain.head ? chain.head.slice(0, 15) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-slate-500">
        {t('verify.checked')} <Time value={answer.checked} />
      </p>
    </>
  )
}

const exportFields = ['from', 'to', 'format'] as const

/** The day after a `yyyy-MM-dd` day. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/** A day's first instant in the user's zone, and its last (the next day's first, less a millisecond); a day not read as one is sent as typed. */
function periodOf(from: string, to: string, zone: string) {
  const start = isoOfLocalInput(`${from}T00:00:00`, zone) ?? from
  const next = isoOfLocalInput(`${dayAfter(to)}T00:00:00`, zone)
  const end = next && !Number.isNaN(Date.parse(next)) ? new Date(Date.parse(next) - 1).toISOString() : to
  return { from: start, to: end }
}

/**
 * The export of a period of the audit trail, open while the URL says `?dialog=exportAudit`: whole
 * days in the user's time zone, as NDJSON or CSV, the rows as the log lists them. The export is
 * itself audited.
 */
export function ExportAuditDialog() {
  const dialog = useScreenDialog('exportAudit')
  return dialog.open ? <ExportAudit onClose={dialog.close} /> : null
}

const DAY_MS = 24 * 3600_000

function ExportAudit({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('muser')
  const zone = useTimeZone()
  const today = (ago: number) => formatInZone(Date.now() - ago * DAY_MS, zone, 'yyyy-MM-dd')
  const { values, bind } = useTextValues<(typeof exportFields)[number]>({ from: today(30), to: today(0), format: 'ndjson' })
  const [tried, setTried] = useState(false)
  const run = useMutation({
    mutationFn: async (sent: typeof values) => {
      const format = sent.format as AuditExportFormat
      const response = (await callApi(muserCalls.exportEvents, { query: { ...periodOf(sent.from, sent.to, zone), format } })) as unknown as Response
      const file = await readExport(response, format, `userevent.${format}`, () => undefined)
      saveFile(file.blob, file.filename)
      return file
    },
    onSuccess: (file) => {
      showSuccess(t('export.done', { file: file.filename }))
      onClose()
    },
  })
  const server = standingErrors(formErrorsOf(run.error, exportFields), run.variables, values)
  const missing = (day: string) => (tried && !day ? t('common:validation.required') : undefined)
  const errors = mergeFieldErrors({ from: missing(values.from), to: missing(values.to) }, server)
  return (
    <FormDialog
      title={t('export.title')}
      description={t('export.text')}
      onClose={onClose}
      onSubmit={() => {
        setTried(true)
        if (values.from && values.to) run.mutate(values)
      }}
      pending={run.isPending}
      errors={server.other}
      submitLabel={t('export.submit')}
    >
      <TextField label={t('export.from')} type="date" required autoFocus {...bind('from')} errors={errors.from} />
      <TextField label={t('export.to')} type="date" required {...bind('to')} errors={errors.to} />
      <SelectField label={t('export.format')} {...bind('format')} options={auditExportFormats.map((format) => ({ value: format, label: t(`export.formats.${format}`) }))} />
    </FormDialog>
  )
}
