import { API_PREFIX } from '@domain/call-route'
import type { ChangeRequest } from '@domain/entities/approval'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { approveRequest, cancelRequest, changeRequests, refreshApprovals, rejectRequest } from '../../api/approval'
import { RecordCommandButtons } from '../../palette/CommandButtons'
import { useScreenDialog } from '../../palette/screen-dialog'
import { showSuccess } from '../../session/alert-store'
import { EventDiff } from '../../ui/EventDiff'
import { TextAreaField } from '../../ui/Field'
import { FormDialog } from '../../ui/FormDialog'
import { formErrorsOf } from '../../ui/form-errors'
import { AppLink, Facts, Mono, Section } from '../../ui/record-parts'
import { SecretDialog } from '../../ui/SecretDialog'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindDetail } from '../../workspace'
import { callTitle, recordTarget } from './request-text'

/** /approvals/{request}: a change request beside the list, with what it changes and the keys to decide it. */
export function ChangeRequestDetail() {
  return <RecordKindDetail kind={changeRequests}>{(record) => record && <RequestPane record={record} />}</RecordKindDetail>
}

function RequestPane({ record }: { record: ChangeRequest }) {
  const { t } = useTranslation('approval')
  const [secret, setSecret] = useState<string | null>(null)
  return (
    <article className="space-y-4 p-4" aria-label={t('request.title', { id: record.id })}>
      <RequestHeader record={record} />
      <RecordCommandButtons record="changeRequest" />
      <Changes record={record} />
      <SentRequest record={record} />
      <DecisionSteps record={record} onSecret={setSecret} />
      <SecretDialog
        secret={secret}
        texts={{
          title: t('secret.title'),
          once: t('secret.once'),
          label: t('secret.label'),
          copy: t('secret.copy'),
          copied: t('secret.copied'),
          copyFailed: t('secret.copyFailed'),
          done: t('secret.done'),
        }}
        testId="approved-secret-dialog"
        onClose={() => setSecret(null)}
      />
    </article>
  )
}

function RequestHeader({ record }: { record: ChangeRequest }) {
  const { t } = useTranslation('approval')
  const decided: [string, ReactNode][] = record.decided
    ? [
        [t('request.decidedBy'), record.decidedBy ?? t('request.nobody')],
        [t('request.decided'), <Time key="decided" value={record.decided} precision="minute" />],
        ...(record.note ? ([[t(record.state === 'REJECTED' ? 'request.rejectedBecause' : 'request.note'), record.note]] as [string, ReactNode][]) : []),
      ]
    : []
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{t('request.title', { id: record.id })}</h2>
        <StatusBadge status={record.state} />
      </div>
      <p className="text-sm">{t(`states.${record.state}`)}</p>
      <Facts
        rows={[
          [t('request.what'), callTitle(t, record.call)],
          [t('request.policy'), t(`policies.${record.policy}.title`)],
          [t('request.space'), record.space],
          [t('request.requestedBy'), record.requestedBy],
          [t('request.reason'), record.reason ?? t('request.noReason')],
          [t('request.created'), <Time key="created" value={record.created} precision="minute" />],
          [t('request.expiresAt'), <Time key="expires" value={record.expiresAt} precision="minute" />],
          ...decided,
        ]}
      />
    </header>
  )
}

/** Each record the request changes: its fields before and after, as they were when it was asked, and a link to the record as it is. */
function Changes({ record }: { record: ChangeRequest }) {
  const { t } = useTranslation('approval')
  if (record.changes.length === 0) return null
  return (
    <Section title={t('request.changes', { count: record.changes.length })}>
      <ul className="space-y-3">
        {record.changes.map((change) => {
          const target = recordTarget(change, record)
          const name = `${t(`muser:records.${change.targetType}`, { defaultValue: change.targetType ?? '' })} ${change.before === null ? t('request.new') : (change.targetId ?? '')}`
          return (
            <li key={`${change.targetType}/${change.targetId}`} className="space-y-1">
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <span className="font-medium">{name}</span>
                {target && <AppLink {...target}>{t('request.openRecord')}</AppLink>}
              </p>
              <EventDiff detail={{ before: change.before, after: change.after }} />
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/** The call as it was sent, secrets masked: what an approval runs again. */
function SentRequest({ record }: { record: ChangeRequest }) {
  const { t } = useTranslation('approval')
  return (
    <Section title={t('request.sent')}>
      <p className="text-sm">
        <Mono>
          {record.method} {API_PREFIX}/{record.path}
        </Mono>
      </p>
      {record.request.body !== null && (
        <pre className="mt-2 max-h-64 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs dark:bg-slate-800" dir="ltr">
          {JSON.stringify(record.request.body, null, 2)}
        </pre>
      )}
    </Section>
  )
}

/** The request's steps behind `?dialog=`: approve (with a note), reject (with a reason), cancel. */
function DecisionSteps({ record, onSecret }: { record: ChangeRequest; onSecret: (secret: string) => void }) {
  const approve = useScreenDialog('approve')
  const reject = useScreenDialog('reject')
  const cancel = useScreenDialog('cancelRequest')
  if (approve.open && record.canDecide) return <ApproveDialog record={record} onClose={approve.close} onSecret={onSecret} />
  if (reject.open && record.canDecide) return <RejectDialog record={record} onClose={reject.close} />
  if (cancel.open && record.canCancel) return <CancelDialog record={record} onClose={cancel.close} />
  return null
}

/** Runs a decision: the dialog closes on success, the approvals and what they changed are read again, and a refusal stays in the dialog. */
function useDecision(onClose: () => void) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const run = async (decide: () => Promise<ChangeRequest>, done: string) => {
    setPending(true)
    setError(null)
    try {
      const decided = await decide()
      onClose()
      showSuccess(done)
      await refreshApprovals(queryClient, decided)
    } catch (failure) {
      setError(failure)
      await refreshApprovals(queryClient)
    } finally {
      setPending(false)
    }
  }
  return { run, pending, error }
}

/** An approval applies the request at once, as the approver: there is no undo. */
function ApproveDialog({ record, onClose, onSecret }: { record: ChangeRequest; onClose: () => void; onSecret: (secret: string) => void }) {
  const { t } = useTranslation('approval')
  const [note, setNote] = useState('')
  const decision = useDecision(onClose)
  const errors = formErrorsOf(decision.error, ['note'])
  const submit = () =>
    void decision.run(async () => {
      const { changeRequest, result } = await approveRequest(record.id, note.trim() || undefined)
      const secretKey = (result as { secretKey?: unknown } | null)?.secretKey
      if (typeof secretKey === 'string') onSecret(secretKey)
      return changeRequest
    }, t('approve.done', { id: record.id }))
  return (
    <FormDialog
      title={t('approve.title', { id: record.id })}
      description={t('approve.text', { what: callTitle(t, record.call), requester: record.requestedBy })}
      onClose={onClose}
      onSubmit={submit}
      pending={decision.pending}
      errors={errors.other}
      submitLabel={t('approve.submit')}
      irreversible={t('approve.irreversible')}
    >
      <TextAreaField label={t('approve.note')} value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} rows={2} autoFocus errors={errors.fields.note} />
    </FormDialog>
  )
}

function RejectDialog({ record, onClose }: { record: ChangeRequest; onClose: () => void }) {
  const { t } = useTranslation('approval')
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const decision = useDecision(onClose)
  const errors = formErrorsOf(decision.error, ['reason'])
  const missing = tried && reason.trim() === '' ? [t('reject.reasonRequired')] : undefined
  const submit = () => {
    setTried(true)
    if (reason.trim()) void decision.run(() => rejectRequest(record.id, reason.trim()), t('reject.done', { id: record.id }))
  }
  return (
    <FormDialog
      title={t('reject.title', { id: record.id })}
      description={t('reject.text', { what: callTitle(t, record.call), requester: record.requestedBy })}
      onClose={onClose}
      onSubmit={submit}
      pending={decision.pending}
      errors={errors.other}
      submitLabel={t('reject.submit')}
      danger
    >
      <TextAreaField label={t('reject.reason')} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} autoFocus errors={missing ?? errors.fields.reason} />
    </FormDialog>
  )
}

function CancelDialog({ record, onClose }: { record: ChangeRequest; onClose: () => void }) {
  const { t } = useTranslation('approval')
  const decision = useDecision(onClose)
  return (
    <FormDialog
      title={t('cancel.title', { id: record.id })}
      description={t('cancel.text', { what: callTitle(t, record.call) })}
      onClose={onClose}
      onSubmit={() => void decision.run(() => cancelRequest(record.id), t('cancel.done', { id: record.id }))}
      pending={decision.pending}
      errors={formErrorsOf(decision.error, []).other}
      submitLabel={t('cancel.submit')}
    />
  )
}
