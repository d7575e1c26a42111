import { decisionSteps, type SnoozePreset, snoozePresets, stepKeys } from '@commands/review'
import type { ReviewCase } from '@domain/entities/review'
import type { ReviewOutcome, ReviewReasonCode } from '@domain/enums'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type DecisionBody, decideCase, reviewKeys } from '../../api/review'
import { useTimeZone } from '../../lib/use-time-zone'
import { KeyCaps } from '../../palette/KeyCaps'
import { withoutDialog } from '../../palette/screen-dialog'
import { showSuccess, useAlertStore } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { useEnumLabel } from '../../ui/EnumText'
import { FieldErrors } from '../../ui/Field'
import { type FormErrors, formErrorsOf, noFormErrors } from '../../ui/form-errors'
import { FormDialog } from '../../ui/FormDialog'
import { applyCaseChange } from './live'
import { claimAhead, forgetRefused, giveBack, keepAhead, keepRefused, type RefusedDecision, refusedDecision, takeAhead } from './next-case'
import { reasonDigits, reasonForKey, snoozeUntil, stepKey } from './review-logic'

/** The snooze a digit decides with when no other time was chosen. */
const DEFAULT_SNOOZE: SnoozePreset = 'fourHours'

const FIELDS = ['reasonCode', 'note', 'allowList', 'refund', 'snoozeUntil']

interface DecisionDialogProps {
  record: ReviewCase
  outcome: ReviewOutcome
  onClose: () => void
}

/**
 * A decision's step: a digit picks the reason and decides at once (the reasons are listed with
 * their digits); the options of the decision (allow list, refund, a snooze time) and a note
 * come first when wanted. A refund moves money, so it cannot be undone: with it the digit only
 * picks, and $mod+Enter decides. As the step opens, the case to move on to is claimed; the
 * decision draws it at once and its answer follows. A step that opens again on a refused
 * decision holds what was chosen, with the server's errors beside their fields.
 */
export function DecisionDialog({ record, outcome, onClose }: DecisionDialogProps) {
  const { t } = useTranslation('review')
  const label = useEnumLabel()
  const id = useId()
  const note = useRef<HTMLTextAreaElement>(null)
  const [refused] = useState(() => refusedDecision(record.id, outcome))
  useEffect(() => () => forgetRefused(record.id), [record.id])
  const [reason, setReason] = useState<ReviewReasonCode | null>(refused?.reason ?? null)
  const [text, setText] = useState(refused?.text ?? '')
  const [allowList, setAllowList] = useState(refused?.allowList ?? false)
  const [refund, setRefund] = useState(refused?.refund ?? false)
  const [preset, setPreset] = useState<SnoozePreset>(refused?.preset ?? DEFAULT_SNOOZE)
  const [errors, setErrors] = useState<FormErrors>(refused?.errors ?? noFormErrors)
  const decide = useDecide(record, outcome)
  const irreversible = outcome === 'FRAUD' && refund ? t('decide.refundIrreversible') : undefined
  // Read on the whole page, not only in the step: a digit pressed right after the decision's key lands before the step has the focus.
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined)
  useEffect(() => {
    const listen = (event: KeyboardEvent) => keys.current(event)
    document.addEventListener('keydown', listen)
    return () => document.removeEventListener('keydown', listen)
  }, [])

  const submit = (code: ReviewReasonCode | null) => {
    if (!code) {
      setErrors({ fields: { reasonCode: [t('decide.pickReason')] }, other: [] })
      return
    }
    const body: DecisionBody = {
      outcome,
      reasonCode: code,
      ...(text.trim() ? { note: text.trim() } : {}),
      ...(outcome === 'LEGITIMATE' ? { allowList } : {}),
      ...(outcome === 'FRAUD' ? { refund } : {}),
      ...(outcome === 'SNOOZE' ? { snoozeUntil: snoozeUntil(preset, Date.now(), decide.timeZone) } : {}),
    }
    void decide.run(body, { outcome, reason: code, text, allowList, refund, preset }).then((found) => found && setErrors(found))
  }

  const onKeys = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement
    if (event.defaultPrevented || target instanceof HTMLTextAreaElement || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return
    const key = stepKey(event)
    const code = reasonForKey(outcome, key)
    if (code) {
      event.preventDefault()
      setReason(code)
      if (!irreversible) submit(code)
    } else if (key === stepKeys.note) {
      event.preventDefault()
      note.current?.focus()
    } else if (outcome === 'FRAUD' && key === stepKeys.refund) {
      event.preventDefault()
      setRefund((on) => !on)
    } else if (outcome === 'LEGITIMATE' && key === stepKeys.allowList) {
      event.preventDefault()
      setAllowList((on) => !on)
    } else if (outcome === 'SNOOZE' && snoozePresets.some((entry) => entry.key === key)) {
      event.preventDefault()
      setPreset(snoozePresets.find((entry) => entry.key === key)!.id)
    } else if (event.key === 'Enter' && target instanceof HTMLInputElement && !irreversible) {
      // Enter on a chosen reason or option decides, as on the button.
      event.preventDefault()
      submit(reason)
    }
  }

  keys.current = onKeys
  return (
    <FormDialog
      title={t(`decide.titles.${outcome}`, { id: record.id })}
      description={t('decide.hint')}
      onClose={onClose}
      onSubmit={() => submit(reason)}
      pending={decide.pending}
      errors={errors.other}
      submitLabel={t(`decide.submit.${outcome}`)}
      danger={outcome === 'FRAUD'}
      irreversible={irreversible}
    >
      <fieldset aria-describedby={errors.fields.reasonCode ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('decide.reason')}</legend>
        <ul className="space-y-1">
          {reasonDigits(outcome).map(({ digit, code }) => (
            <li key={code}>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-reason`} className="size-4" checked={reason === code} onChange={() => setReason(code)} />
                <KeyCaps shortcut={digit} />
                <span>{label(code)}</span>
              </label>
            </li>
          ))}
        </ul>
        <FieldErrors id={id} errors={errors.fields.reasonCode} />
      </fieldset>
      {outcome === 'LEGITIMATE' && <Toggle label={t('decide.allowList')} shortcut={stepKeys.allowList} checked={allowList} onChange={setAllowList} errors={errors.fields.allowList} />}
      {outcome === 'FRAUD' && <Toggle label={t('decide.refund')} shortcut={stepKeys.refund} checked={refund} onChange={setRefund} errors={errors.fields.refund} />}
      {outcome === 'SNOOZE' && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t('decide.until')}</legend>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {snoozePresets.map((entry) => (
              <li key={entry.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input type="radio" name={`${id}-until`} className="size-4" checked={preset === entry.id} onChange={() => setPreset(entry.id)} />
                  <KeyCaps shortcut={entry.key} />
                  <span>{t(`decide.presets.${entry.id}`)}</span>
                </label>
              </li>
            ))}
          </ul>
          <FieldErrors id={`${id}-until`} errors={errors.fields.snoozeUntil} />
        </fieldset>
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-note`} className="flex items-center gap-2 text-sm font-medium">
          {t('decide.note')} <KeyCaps shortcut={stepKeys.note} />
        </label>
        <textarea
          ref={note}
          id={`${id}-note`}
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={errors.fields.note ? `${id}-note-error` : undefined}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        />
        <FieldErrors id={`${id}-note`} errors={errors.fields.note} />
      </div>
    </FormDialog>
  )
}

function Toggle({ label, shortcut, checked, onChange, errors }: { label: string; shortcut: string; checked: boolean; onChange: (on: boolean) => void; errors?: string[] }) {
  const id = useId()
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 rounded border-slate-300" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={errors ? `${id}-error` : undefined} />
        <KeyCaps shortcut={shortcut} />
        <span>{label}</span>
      </label>
      <FieldErrors id={id} errors={errors} />
    </div>
  )
}

/**
 * Sends a decision and draws the case to move on to as soon as it is in hand (claimed as the step
 * opened), before the decision's answer; an empty queue leaves the list on view. A decision
 * refused before that case came stays in its step with the server's errors; refused after, the
 * user is taken back to its case and step, with what was chosen there and the errors, the case
 * to move on to kept for the next try.
 */
function useDecide(record: ReviewCase, outcome: ReviewOutcome) {
  const { t } = useTranslation('review')
  const label = useEnumLabel()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const timeZone = useTimeZone()
  const me = useSessionStore((state) => state.user?.username ?? null)
  const search = useSearch({ from: '/_console/reviews' })
  const [pending, setPending] = useState(false)
  const sending = useRef(false)
  const router = useRouter()
  // The case to move on to is claimed as the step opens, and given back once the step is closed
  // without a decision; the step drawn again while the URL still shows it keeps that case.
  useEffect(() => {
    claimAhead(queryClient, me, record.id)
    return () => {
      const { pathname, search: now } = router.state.location
      const stillOpen = pathname === `/reviews/${record.id}` && (now as { dialog?: unknown }).dialog === decisionSteps[outcome].dialog
      if (!stillOpen) giveBack(queryClient, me, record.id)
    }
  }, [queryClient, me, record.id, outcome, router])

  const run = async (body: DecisionBody, chosen: Omit<RefusedDecision, 'errors'>): Promise<FormErrors | null> => {
    if (sending.current) return null
    sending.current = true
    setPending(true)
    claimAhead(queryClient, me, record.id)
    const next = takeAhead(record.id)!
    const decision = decideCase(record.id, body).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    )
    const first = await Promise.race([next.then(() => null), decision])
    if (first && 'error' in first) {
      keepAhead(queryClient, me, record.id, next)
      sending.current = false
      setPending(false)
      return formErrorsOf(first.error, FIELDS)
    }
    const list = withoutDialog(search)
    const drawn = await next
    if (drawn) {
      void navigate({ to: '/reviews/$case', params: { case: String(drawn.id) }, search: list })
    } else {
      useAlertStore.getState().show(t('next.empty'), 'info', 4000)
      void navigate({ to: '/reviews', search: list })
    }
    const settled = await decision
    if ('error' in settled) {
      keepAhead(queryClient, me, record.id, next)
      keepRefused(record.id, { ...chosen, errors: formErrorsOf(settled.error, FIELDS) })
      await navigate({ to: '/reviews/$case', params: { case: String(record.id) }, search: { ...list, dialog: decisionSteps[outcome].dialog } })
      return null
    }
    applyCaseChange(queryClient, settled.answer, me)
    void queryClient.invalidateQueries({ queryKey: reviewKeys.counts })
    showSuccess(t(`decided.${body.outcome}`, { id: record.id, reason: label(body.reasonCode) }))
    return null
  }
  return { run, pending, timeZone }
}
