import { REVIEW_LEASE_MINUTES } from '@domain/constants'
import type { ReviewCase, ReviewDecision, ReviewLink, ReviewReason } from '@domain/entities/review'
import type { ReviewOutcome } from '@domain/enums'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router'
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fraudBlockKind } from '../../api/fraud'
import { addCaseNote, claimCase, releaseCase, reviewCases } from '../../api/review'
import { historyKeys } from '../../api/record-kind'
import { errorText } from '../../lib/error-text'
import { RecordCommandButtons } from '../../palette/CommandButtons'
import { useDialogAction, useScreenDialog, withoutDialog } from '../../palette/screen-dialog'
import { showError, showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { CompactTable } from '../../ui/CompactTable'
import { EnumText } from '../../ui/EnumText'
import { FieldErrors } from '../../ui/Field'
import { Form } from '../../ui/Form'
import { formErrorsOf } from '../../ui/form-errors'
import { Amount, AppLink, Facts, Mono, maskedCard, Section } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindDetail } from '../../workspace'
import { DecisionDialog } from './DecisionDialog'
import { applyCaseChange } from './live'
import { Amounts } from './parts'
import { blockTarget, claimsOnOpen, linkTarget, sourceTarget } from './review-logic'

/** A case in hand is read again this often while its pane is open, which renews its lease, well within it. */
const LEASE_RENEWAL_MS = (REVIEW_LEASE_MINUTES * 60_000) / 3

/** /reviews/{case}: the case beside the queue, leased to the user as it opens. */
export function ReviewCaseDetail() {
  return <RecordKindDetail kind={reviewCases}>{(record) => record && <CasePane record={record} />}</RecordKindDetail>
}

function CasePane({ record }: { record: ReviewCase }) {
  const { t } = useTranslation('review')
  const me = useSessionStore((state) => state.user?.username ?? null)
  useCaseLease(record, me)
  const inHand = record.state === 'CLAIMED' && record.heldBy === me
  const note = useRef<HTMLTextAreaElement>(null)
  useDialogAction('note', () => note.current?.focus())
  useReleaseAction(record, me)
  return (
    <article className="space-y-4 p-4" aria-label={t('case.title', { id: record.id })}>
      <CaseHeader record={record} me={me} />
      <RecordCommandButtons record={reviewCases.focus} />
      {record.decision && <DecisionFacts decision={record.decision} />}
      <Reasons record={record} />
      <Payments record={record} />
      <Customers record={record} />
      <Links record={record} />
      <ActiveBlocks ids={record.activeBlockIds} />
      <Notes record={record} field={note} />
      {inHand && <DecisionSteps record={record} />}
    </article>
  )
}

function CaseHeader({ record, me }: { record: ReviewCase; me: string | null }) {
  const { t } = useTranslation('review')
  const holder = record.heldBy === null ? null : record.heldBy === me ? t('case.heldByYou') : record.heldBy
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{t('case.title', { id: record.id })}</h2>
        <StatusBadge status={record.state} />
      </div>
      <Facts
        rows={[
          [t('case.card'), <Mono key="card">{maskedCard(record.cardBin, record.cardLast4Digits)}</Mono>],
          [t('case.cardHash'), <Mono key="hash">{record.cardHash}</Mono>],
          [t('case.space'), record.space],
          [t('case.priority'), record.priority],
          [t('case.opened'), <Time key="opened" value={record.created} precision="minute" />],
          [t('case.due'), <Time key="due" value={record.dueAt} precision="minute" />],
          [t('case.heldBy'), holder],
          ...(holder && record.leaseExpiresAt ? ([[t('case.leaseUntil'), <Time key="lease" value={record.leaseExpiresAt} precision="minute" />]] as [string, ReactNode][]) : []),
        ]}
      />
    </header>
  )
}

function DecisionFacts({ decision }: { decision: ReviewDecision }) {
  const { t } = useTranslation('review')
  return (
    <Section title={t('case.decision')}>
      <Facts
        rows={[
          [t('case.outcome'), <StatusBadge key="outcome" status={decision.outcome} />],
          [t('case.reason'), <EnumText key="reason" value={decision.reasonCode} />],
          [t('case.decidedBy'), decision.decidedBy],
          [t('case.decided'), <Time key="decided" value={decision.decided} precision="minute" />],
          [t('case.note'), decision.note],
          ...(decision.fraudBlockId !== null
            ? ([[t('case.fraudBlock'), <AppLink key="block" {...fraudBlockKind.target(decision.fraudBlockId)}>{t('case.blockName', { id: decision.fraudBlockId })}</AppLink>]] as [string, ReactNode][])
            : []),
          ...(decision.refunded > 0 ? ([[t('case.refunded'), decision.refunded]] as [string, ReactNode][]) : []),
          ...(decision.allowListed ? ([[t('case.allowListed'), t('case.yes')]] as [string, ReactNode][]) : []),
          ...(decision.snoozedUntil ? ([[t('case.snoozedUntil'), <Time key="until" value={decision.snoozedUntil} precision="minute" />]] as [string, ReactNode][]) : []),
        ]}
      />
    </Section>
  )
}

function Reasons({ record }: { record: ReviewCase }) {
  const { t } = useTranslation('review')
  return (
    <Section title={t('case.reasons', { count: record.reasons.length })}>
      <ul className="space-y-2 text-sm">
        {record.reasons.map((reason) => (
          <li key={reason.id} className="space-y-0.5">
            <div className="flex flex-wrap items-center gap-x-2">
              <EnumText value={reason.source} className="font-medium" />
              <span className="text-xs text-slate-500">
                <Time value={reason.created} precision="minute" />
              </span>
              {reason.addedBy && <span className="text-xs text-slate-500">{t('case.by', { user: reason.addedBy })}</span>}
            </div>
            <p>{reason.detail}</p>
            <ReasonLinks reason={reason} space={record.space} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function ReasonLinks({ reason, space }: { reason: ReviewReason; space: string }) {
  const { t } = useTranslation('review')
  const rule = sourceTarget(reason, space)
  if (!rule && !reason.transaction) return null
  return (
    <p className="flex flex-wrap gap-x-3 text-xs">
      {rule && <AppLink {...rule}>{t(`case.openSource.${reason.source === 'TRUST_POLICY' ? 'policy' : 'rule'}`, { ref: reason.sourceRef })}</AppLink>}
      {reason.merchantName && reason.transaction && (
        <AppLink to="/merchant/{-$merchantName}/transactions/$transaction" params={{ merchantName: reason.merchantName, transaction: reason.transaction }} className="font-mono">
          {reason.merchantName} / {reason.transaction}
        </AppLink>
      )}
    </p>
  )
}

function Payments({ record }: { record: ReviewCase }) {
  const { t } = useTranslation('review')
  return (
    <Section title={t('case.payments', { count: record.payments.length })}>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-500">{t('case.totals')}</span>
        <Amounts amounts={record.amounts} />
      </div>
      <CompactTable
        caption={t('case.paymentsCaption', { id: record.id })}
        rows={record.payments}
        rowKey={(payment) => `${payment.merchantName}/${payment.transaction}`}
        empty={t('case.noPayments')}
        scroll="max-h-80"
        columns={[
          { id: 'created', header: t('payment.created'), className: 'whitespace-nowrap', cell: (payment) => <Time value={payment.created} precision="minute" /> },
          {
            id: 'transaction',
            header: t('payment.transaction'),
            cell: (payment) => (
              <AppLink to="/merchant/{-$merchantName}/transactions/$transaction" params={{ merchantName: payment.merchantName, transaction: payment.transaction }} className="font-mono text-xs">
                {payment.transaction}
              </AppLink>
            ),
          },
          { id: 'amount', header: t('payment.amount'), end: true, cell: (payment) => <Amount amount={payment.amount} currency={payment.currency} /> },
          { id: 'status', header: t('payment.status'), cell: (payment) => <StatusBadge status={payment.status} /> },
          { id: 'countries', header: t('payment.countries'), ltr: true, className: 'font-mono text-xs', cell: (payment) => `${payment.country ?? '—'} · ${payment.cardCountry ?? '—'}` },
          { id: 'threeDs', header: t('payment.threeDs'), ltr: true, className: 'font-mono text-xs', cell: (payment) => payment.threeDsVersion ?? '—' },
        ]}
      />
    </Section>
  )
}

/** The customers the card paid as, each opening its page. */
function Customers({ record }: { record: ReviewCase }) {
  const { t } = useTranslation('review')
  const seen = new Map<string, { merchantName: string; customer: string }>()
  for (const payment of record.payments) if (payment.customer) seen.set(`${payment.merchantName}/${payment.customer}`, { merchantName: payment.merchantName, customer: payment.customer })
  return (
    <Section title={t('case.customers', { count: seen.size })}>
      {seen.size === 0 ? (
        <p className="text-sm text-slate-500">{t('case.noCustomers')}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {[...seen].map(([key, { merchantName, customer }]) => (
            <li key={key}>
              <AppLink to="/merchant/{-$merchantName}/customers/$customer" params={{ merchantName, customer }} className="font-mono text-xs">
                {merchantName} / {customer}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** What the card's payments share with other payments: each value opens the payments carrying it, or a block of it. */
function Links({ record }: { record: ReviewCase }) {
  const { t } = useTranslation('review')
  const number = useNumber()
  return (
    <Section title={t('case.links', { count: record.links.length })}>
      {record.links.length === 0 ? (
        <p className="text-sm text-slate-500">{t('case.noLinks')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800" aria-label={t('case.linksLabel')}>
          {record.links.map((link) => (
            <li key={`${link.field}/${link.value}`} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 py-1.5">
              <EnumText value={link.field} className="w-28 shrink-0 text-xs text-slate-500" />
              <LinkValue link={link} />
              <span className="text-xs text-slate-500">
                {t('case.linkCounts', { cards: number(link.otherCards), customers: number(link.customers), payments: number(link.transactions) })}
              </span>
              <span className="ms-auto text-xs">{link.blocked ? <span className="font-semibold text-red-700 dark:text-red-300">{t('case.blocked')}</span> : <AppLink {...blockTarget(link)}>{t('case.block')}</AppLink>}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

function LinkValue({ link }: { link: ReviewLink }) {
  const target = linkTarget(link)
  const value = <span dir="ltr" className="font-mono text-xs break-all">{link.value}</span>
  return target ? <AppLink {...target}>{value}</AppLink> : value
}

function ActiveBlocks({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('review')
  return (
    <Section title={t('case.blocks', { count: ids.length })}>
      {ids.length === 0 ? (
        <p className="text-sm text-slate-500">{t('case.noBlocks')}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {ids.map((id) => (
            <li key={id}>
              <AppLink {...fraudBlockKind.target(id)}>{t('case.blockName', { id })}</AppLink>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** The case's notes, oldest first, and a note to add: `c` puts the cursor in it, $mod+Enter adds it, Esc gives the keys back. */
function Notes({ record, field }: { record: ReviewCase; field: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation('review')
  const canNote = usePermission('review.decide')
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const add = async () => {
    if (!text.trim()) return
    setPending(true)
    try {
      const added = await addCaseNote(record.id, text.trim())
      queryClient.setQueryData<ReviewCase>(reviewCases.keys.detail(record.id), (open) => (open ? { ...open, notes: [...open.notes, added] } : open))
      void queryClient.invalidateQueries({ queryKey: historyKeys.all })
      setText('')
      setErrors([])
    } catch (error) {
      const found = formErrorsOf(error, ['text'])
      setErrors([...(found.fields.text ?? []), ...found.other])
    } finally {
      setPending(false)
    }
  }
  return (
    <Section title={t('case.notes', { count: record.notes.length })}>
      <ul className="mb-3 space-y-2 text-sm">
        {record.notes.map((entry) => (
          <li key={entry.id}>
            <p className="text-xs text-slate-500">
              {entry.author} · <Time value={entry.created} precision="minute" />
            </p>
            <p className="whitespace-pre-wrap">{entry.text}</p>
          </li>
        ))}
      </ul>
      {canNote && (
        <Form onSubmit={() => void add()} pending={pending} className="space-y-2">
          <label htmlFor={`case-note-${record.id}`} className="block text-sm font-medium">
            {t('case.addNote')}
          </label>
          <textarea
            ref={field}
            id={`case-note-${record.id}`}
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') event.currentTarget.blur()
            }}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? `case-note-${record.id}-error` : undefined}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          />
          <FieldErrors id={`case-note-${record.id}`} errors={errors} />
          <Button type="submit" variant="secondary" pending={pending} disabled={!text.trim()}>
            {t('case.saveNote')}
          </Button>
        </Form>
      )}
    </Section>
  )
}

/**
 * The decision step the URL asks for (`?dialog=fraud`), over the case in hand: only once the URL
 * names this case, since the pane of the case left stays drawn while the next one loads.
 */
function DecisionSteps({ record }: { record: ReviewCase }) {
  const steps: [ReviewOutcome, ReturnType<typeof useScreenDialog>][] = [
    ['LEGITIMATE', useScreenDialog('legitimate')],
    ['FRAUD', useScreenDialog('fraud')],
    ['ESCALATE', useScreenDialog('escalate')],
    ['SNOOZE', useScreenDialog('snooze')],
  ]
  const named = useRouterState({ select: (state) => state.location.pathname === `/reviews/${record.id}` })
  const open = steps.find(([, step]) => step.open)
  return open && named ? <DecisionDialog record={record} outcome={open[0]} onClose={open[1].close} /> : null
}

/**
 * Opening a case leases it to the user (a case held by someone else says who, and stays to be
 * read); while its pane is open the lease is renewed.
 */
function useCaseLease(record: ReviewCase, me: string | null) {
  const queryClient = useQueryClient()
  const canDecide = usePermission('review.decide')
  const claim = canDecide && claimsOnOpen(record, me, Date.now())
  const held = canDecide && record.state === 'CLAIMED' && record.heldBy === me
  const { id } = record
  useEffect(() => {
    if (!claim) return
    claimCase(id).then(
      (claimed) => applyCaseChange(queryClient, claimed, me),
      (error: Error) => {
        showError(errorText(error))
        void queryClient.invalidateQueries({ queryKey: reviewCases.keys.detail(id) })
      },
    )
  }, [id, claim, queryClient, me])
  useEffect(() => {
    if (!held) return
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: reviewCases.keys.detail(id) }), LEASE_RENEWAL_MS)
    return () => clearInterval(timer)
  }, [id, held, queryClient])
}

/** Gives the case back to the queue and closes it, so it is not leased again as it shows. */
function useReleaseAction(record: ReviewCase, me: string | null) {
  const { t } = useTranslation('review')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const search = useSearch({ from: '/_console/reviews' })
  useDialogAction('release', () => {
    void (async () => {
      try {
        await navigate({ to: '/reviews', search: withoutDialog(search) })
        applyCaseChange(queryClient, await releaseCase(record.id), me)
        showSuccess(t('released', { id: record.id }))
      } catch (error) {
        showError(errorText(error as Error))
      }
    })()
  })
}

function useNumber() {
  const { i18n } = useTranslation()
  const format = new Intl.NumberFormat(i18n.language)
  return (value: number) => format.format(value)
}
