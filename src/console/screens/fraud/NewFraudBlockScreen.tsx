import { fraudCalls } from '@domain/calls/fraud'
import type { BlocklistField } from '@domain/enums'
import type { FieldError } from '@domain/errors'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { fraudBlockKind, fraudBlockPreviewQueryOptions } from '../../api/fraud'
import { zonedTimeToIso, zoneOrBrowser } from '../../lib/dates'
import { errorText } from '../../lib/error-text'
import { useDebounced } from '../../lib/use-debounced'
import { useSessionStore } from '../../session/session-store'
import { Card } from '../../ui/Card'
import { SelectField, TextField } from '../../ui/Field'
import { RecordEditor } from '../../ui/RecordEditor'
import { orNull } from '../../ui/record-editor'
import { AppLink } from '../../ui/record-parts'
import { DateTimeField } from '../../ui/DateTimeField'
import { useKindEditor } from '../../workspace'
import { type BlockScope, blockScopes } from './block-scope'
import { BlocklistFieldSelect } from './parts'

const route = getRouteApi('/_console/fraudblocks_/@new')

const FIELDS = ['field', 'accountId', 'cardBin', 'cardLast4Digits', 'paymentType', 'space', 'merchantAccount', 'reason', 'expiresAt'] as const
const PREVIEW_DELAY_MS = 400

interface BlockForm {
  field: BlocklistField
  accountId: string
  cardBin: string
  cardLast4Digits: string
  paymentType: string
  /** The chosen scope's key: a space, or one merchant of it. */
  scope: string
  reason: string
  /** A local date and time in the user's time zone; empty for no expiry. */
  expiresAt: string
}

/** `2026-11-21T10:30:05` from the expiry field, read in the user's time zone. */
function expiryIso(local: string, timeZone: string): string {
  return zonedTimeToIso(`${local.replace('T', ' ')}${local.length === 16 ? ':00' : ''}`, timeZone)
}

/** The form's own problems: a value and a reason are required, an expiry lies ahead. */
function blockProblems(form: BlockForm, timeZone: string, t: (key: string) => string): FieldError[] {
  const problems: FieldError[] = []
  if (!form.accountId.trim()) problems.push({ field: 'accountId', message: t('common:validation.required') })
  if (!form.reason.trim()) problems.push({ field: 'reason', message: t('common:validation.required') })
  if (form.expiresAt) {
    try {
      if (Date.parse(expiryIso(form.expiresAt, timeZone)) <= Date.now()) problems.push({ field: 'expiresAt', message: t('new.expiryPast') })
    } catch {
      problems.push({ field: 'expiresAt', message: t('common:validation.invalidFormat') })
    }
  }
  return problems
}

/** The create call's body: the card's details only for a card, the scope's space and merchant. */
function blockBody(form: BlockForm, scope: BlockScope | undefined, timeZone: string) {
  const card = form.field === 'CREDIT_CARD_NUMBER'
  return {
    field: form.field,
    accountId: form.accountId.trim(),
    cardBin: card ? orNull(form.cardBin) : null,
    cardLast4Digits: card ? orNull(form.cardLast4Digits) : null,
    paymentType: card ? orNull(form.paymentType) : null,
    space: scope?.space,
    merchantAccount: scope?.merchantAccount ?? null,
    reason: form.reason.trim(),
    expiresAt: form.expiresAt ? expiryIso(form.expiresAt, timeZone) : null,
  }
}

/**
 * A new fraud block, prefilled from the transaction (or customer) it was started from. Before it
 * is saved, the preview shows what it would have caught over the last 30 days, so a too-broad
 * value is seen before it refuses real customers. Once saved, the blocks of its value show.
 */
export function NewFraudBlockScreen() {
  const { t } = useTranslation('fraud')
  const prefill = route.useSearch()
  const user = useSessionStore((s) => s.user)
  const timeZone = zoneOrBrowser(user?.timezone)
  const scopes = useMemo(
    () => (user ? blockScopes(user.visibilityTree, user.scope === 'SPACE', (space) => t('new.allMerchantsOf', { space })) : []),
    [user, t],
  )
  const scopeOf = (form: BlockForm) => scopes.find((entry) => entry.key === form.scope) ?? scopes[0]
  const { editor, pane } = useKindEditor({
    kind: fraudBlockKind,
    record: null,
    fields: FIELDS,
    initial: {
      field: prefill.field ?? 'CREDIT_CARD_NUMBER',
      accountId: prefill.accountId ?? '',
      cardBin: prefill.cardBin ?? '',
      cardLast4Digits: prefill.cardLast4Digits ?? '',
      paymentType: prefill.paymentType ?? '',
      scope: scopes[0]?.key ?? '',
      reason: '',
      expiresAt: '',
    } satisfies BlockForm as BlockForm,
    problems: (form: BlockForm) => blockProblems(form, timeZone, t),
    save: (form: BlockForm) => callApi(fraudCalls.create, { body: blockBody(form, scopeOf(form), timeZone) }),
    savedText: () => t('new.saved'),
    openCreated: (block) => ({ to: '/fraudblocks', search: { accountId: block.accountId } }),
  })
  const { form } = editor
  const isCard = form.field === 'CREDIT_CARD_NUMBER'
  const value = form.accountId.trim()
  const errors = editor.errors.fields

  return (
    <RecordEditor
      {...pane}
      title={t('new.title')}
      formLabel={t('new.title')}
      actions={
        <AppLink to="/fraudblocks" search={value ? { accountId: value } : {}} className="text-sm">
          {t('new.existingBlocks')}
        </AppLink>
      }
      aside={<BlockPreview form={form} scope={scopeOf(form)} />}
    >
      <BlocklistFieldSelect value={form.field} onChange={(field) => editor.set('field', field)} errors={errors.field} />
      <TextField
        label={isCard ? t('fields.cardHash') : t('fields.value')}
        {...editor.text('accountId')}
        spellCheck={false}
        autoComplete="off"
        dir="ltr"
        // The value is what the form is for; when it came prefilled, the reason is next.
        autoFocus={!prefill.accountId}
      />
      {isCard && (
        <>
          <TextField label={t('fields.cardBin')} {...editor.text('cardBin')} inputMode="numeric" dir="ltr" />
          <TextField label={t('fields.cardLast4Digits')} {...editor.text('cardLast4Digits')} inputMode="numeric" dir="ltr" />
          <TextField label={t('fields.paymentType')} {...editor.text('paymentType')} dir="ltr" />
        </>
      )}
      <SelectField
        label={t('fields.scope')}
        {...editor.text('scope')}
        value={scopeOf(form)?.key ?? ''}
        options={scopes.map((entry) => ({ value: entry.key, label: entry.label }))}
        errors={[...(errors.space ?? []), ...(errors.merchantAccount ?? [])]}
      />
      <DateTimeField label={t('fields.expiresAt')} {...editor.pick('expiresAt')} hint={t('new.expiryHint', { timeZone })} />
      <div className="sm:col-span-2">
        <TextField label={t('fields.reason')} {...editor.text('reason')} maxLength={500} autoFocus={Boolean(prefill.accountId)} />
      </div>
    </RecordEditor>
  )
}

/** What the block would have caught over the last 30 days; the typed value is asked about once it settles, a changed field or scope at once. */
function BlockPreview({ form, scope }: { form: BlockForm; scope: BlockScope | undefined }) {
  const { t, i18n } = useTranslation('fraud')
  const number = new Intl.NumberFormat(i18n.language)
  const value = form.accountId.trim()
  const settledValue = useDebounced(value, PREVIEW_DELAY_MS)
  const { field } = form
  const previewInput = useMemo(
    () => ({ field, accountId: settledValue, ...(scope ? { space: scope.space } : {}), merchantAccount: scope?.merchantAccount ?? null }),
    [field, settledValue, scope],
  )
  const preview = useQuery(fraudBlockPreviewQueryOptions(previewInput))
  const settling = settledValue !== value || preview.isFetching
  return (
    <Card title={t('preview.title')}>
      <div aria-live="polite" aria-busy={settling || undefined} data-testid="fraud-block-preview">
        {!value ? (
          <p className="text-sm text-slate-500">{t('preview.empty')}</p>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-error">
            {t('preview.failed')} {errorText(preview.error)}
          </p>
        ) : preview.data ? (
          <div className={settling ? 'opacity-60' : ''}>
            {preview.data.matchable ? (
              <>
                <dl className="grid grid-cols-3 gap-3">
                  {(
                    [
                      ['transactions', preview.data.transactions],
                      ['customers', preview.data.customers],
                      ['merchants', preview.data.merchants],
                    ] as const
                  ).map(([name, count]) => (
                    <div key={name}>
                      <dt className="text-xs text-slate-500">{t(`preview.${name}`)}</dt>
                      <dd className="text-2xl font-semibold" data-testid={`preview-${name}`}>
                        {number.format(count)}
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-3 text-xs text-slate-500">{t('preview.window', { days: preview.data.days })}</p>
              </>
            ) : (
              <p className="text-sm text-slate-500">{t('preview.unmatchable')}</p>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-500">{t('preview.loading')}</p>
        )}
      </div>
    </Card>
  )
}
