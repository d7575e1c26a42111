import type { ReviewCase } from '@domain/entities/review'
import type { ReviewOutcome, ReviewReasonCode } from '@domain/enums'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { claimCase, claimNextCase, type DecisionBody, decideCase, queueTopQuery, releaseCase, reviewKeys } from '../../api/review'
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
import { reasonDigits, reasonForKey, type SnoozePreset, snoozePresets, snoozeUntil, stepKey } from './review-logic'

/** The snooze a digit decides with when no other time was chosen. */
const DEFAULT_SNOOZE: SnoozePreset = 'fourHours'

/** Keys of a decision's step beside the digits: a box each toggles, and the note. */
const REFUND_KEY = 'r'
const ALLOW_LIST_KEY = 'l'
const NOTE_KEY = 'c'

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
 * picks, and $mod+Enter decides. The next case is asked for as the decision is sent, and opens
 * as soon as both have answered.
 */
export function DecisionDialog({ record, outcome, onClose }: DecisionDialogProps) {
  const { t } = useTranslation('review')
  const label = useEnumLabel()
  const id = useId()
  const note = useRef<HTMLTextAreaElement>(null)
  const [reason, setReason] = useState<ReviewReasonCode | null>(null)
  const [text, setText] = useState('')
  const [allowList, setAllowList] = useState(false)
  const [refund, setRefund] = useState(false)
  const [preset, setPreset] = useState<SnoozePreset>(DEFAULT_SNOOZE)
  const [errors, setErrors] = useState<FormErrors>(noFormErrors)
  const decide = useDecide(record)
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
    void decide.run(body).then((error) => error && setErrors(formErrorsOf(error, FIELDS)))
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
    } else if (key === NOTE_KEY) {
      event.preventDefault()
      note.current?.focus()
    } else if (outcome === 'FRAUD' && key === REFUND_KEY) {
      event.preventDefault()
      setRefund((on) => !on)
    } else if (outcome === 'LEGITIMATE' && key === ALLOW_LIST_KEY) {
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
      {outcome === 'LEGITIMATE' && <Toggle label={t('decide.allowList')} shortcut={ALLOW_LIST_KEY} checked={allowList} onChange={setAllowList} errors={errors.fields.allowList} />}
      {outcome === 'FRAUD' && <Toggle label={t('decide.refund')} shortcut={REFUND_KEY} checked={refund} onChange={setRefund} errors={errors.fields.refund} />}
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
          {t('decide.note')} <KeyCaps shortcut={NOTE_KEY} />
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
 * Sends a decision and, at the same moment, claims the case at the top of the queue (read as
 * this one opened); once both answered that case opens beside the list, drawn from the claim's
 * answer. Taken by someone else meanwhile, the queue's next case is asked for once the decision
 * is in (the server gives the caller a case it holds first). A refused decision gives the
 * claimed case back and stays in its step with the server's errors.
 */
function useDecide(record: ReviewCase) {
  const { t } = useTranslation('review')
  const label = useEnumLabel()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const timeZone = useTimeZone()
  const me = useSessionStore((state) => state.user?.username ?? null)
  const search = useSearch({ from: '/_console/reviews' })
  const [pending, setPending] = useState(false)
  const run = async (body: DecisionBody): Promise<unknown> => {
    setPending(true)
    const top = queryClient.getQueryData(queueTopQuery().queryKey)?.items.find((row) => row.id !== record.id && row.state === 'OPEN')
    const next = top ? claimCase(top.id).catch(() => null) : Promise.resolve(null)
    try {
      const decided = await decideCase(record.id, body)
      applyCaseChange(queryClient, decided, me)
      showSuccess(t(`decided.${body.outcome}`, { id: record.id, reason: label(body.reasonCode) }))
    } catch (error) {
      const claimed = await next
      if (claimed) void releaseCase(claimed.id).catch(() => undefined)
      setPending(false)
      return error
    }
    const claimed = (await next) ?? (await claimNextCase().catch(() => null))
    void queryClient.invalidateQueries({ queryKey: reviewKeys.counts })
    if (claimed) {
      applyCaseChange(queryClient, claimed, me)
      await navigate({ to: '/reviews/$case', params: { case: String(claimed.id) }, search: withoutDialog(search) })
    } else {
      useAlertStore.getState().show(t('next.empty'), 'info', 4000)
      await navigate({ to: '/reviews', search: withoutDialog(search) })
    }
    return null
  }
  return { run, pending, timeZone }
}
