import { fraudCalls } from '@domain/calls/fraud'
import type { BlocklistField } from '@domain/enums'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { fraudBlockPreviewQueryOptions, refreshFraudBlocks } from '../../api/fraud'
import { zonedTimeToIso } from '../../lib/dates'
import { errorText } from '../../lib/error-text'
import { KeyCaps } from '../../palette/KeyCaps'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { Button } from '../../ui/Button'
import { Card, PageHeader } from '../../ui/Card'
import { SelectField, TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { formErrorsOf, mergeFieldErrors } from '../../ui/form-errors'
import { blockScopes } from './block-scope'
import { useDebounced } from '../../lib/use-debounced'
import { BlocklistFieldSelect } from './parts'
import { zoneOrBrowser } from '../../lib/dates'

const route = getRouteApi('/_console/fraudblocks_/@new')

const FIELDS = ['field', 'accountId', 'cardBin', 'cardLast4Digits', 'paymentType', 'space', 'merchantAccount', 'reason', 'expiresAt'] as const
const PREVIEW_DELAY_MS = 400

/** `2026-11-21T10:30` from a datetime-local input, read in the user's time zone. */
function expiryIso(local: string, timeZone: string): string {
  return zonedTimeToIso(`${local.replace('T', ' ')}${local.length === 16 ? ':00' : ''}`, timeZone)
}

/**
 * A new fraud block, prefilled from the transaction it was started from. Before it is saved,
 * the preview shows what it would have caught over the last 30 days, so a too-broad value is
 * seen before it refuses real customers.
 */
export function NewFraudBlockScreen() {
  const { t, i18n } = useTranslation('fraud')
  const number = new Intl.NumberFormat(i18n.language)
  const prefill = route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const user = useSessionStore((s) => s.user)
  const timeZone = zoneOrBrowser(user?.timezone)

  const scopes = useMemo(
    () => (user ? blockScopes(user.visibilityTree, user.scope === 'SPACE', (space) => t('new.allMerchantsOf', { space })) : []),
    [user, t],
  )
  const [field, setField] = useState<BlocklistField>('CREDIT_CARD_NUMBER')
  const [accountId, setAccountId] = useState(prefill.accountId ?? '')
  const [cardBin, setCardBin] = useState(prefill.cardBin ?? '')
  const [cardLast4Digits, setCardLast4Digits] = useState(prefill.cardLast4Digits ?? '')
  const [paymentType, setPaymentType] = useState(prefill.paymentType ?? '')
  const [scopeKey, setScopeKey] = useState(scopes[0]?.key ?? '')
  const [reason, setReason] = useState('')
  const [expiry, setExpiry] = useState('')
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({})

  const scope = scopes.find((entry) => entry.key === scopeKey) ?? scopes[0]
  const isCard = field === 'CREDIT_CARD_NUMBER'
  const value = accountId.trim()

  // The value is typed, so it is asked about once it settles; a changed field or scope asks at once.
  const settledValue = useDebounced(value, PREVIEW_DELAY_MS)
  const previewInput = useMemo(
    () => ({ field, accountId: settledValue, ...(scope ? { space: scope.space } : {}), merchantAccount: scope?.merchantAccount ?? null }),
    [field, settledValue, scope],
  )
  const preview = useQuery(fraudBlockPreviewQueryOptions(previewInput))
  const previewSettling = settledValue !== value || preview.isFetching

  const save = useMutation({
    mutationFn: () =>
      callApi(fraudCalls.create, {
        body: {
          field,
          accountId: value,
          cardBin: isCard && cardBin.trim() ? cardBin.trim() : null,
          cardLast4Digits: isCard && cardLast4Digits.trim() ? cardLast4Digits.trim() : null,
          paymentType: isCard && paymentType.trim() ? paymentType.trim() : null,
          space: scope?.space,
          merchantAccount: scope?.merchantAccount ?? null,
          reason: reason.trim(),
          expiresAt: expiry ? expiryIso(expiry, timeZone) : null,
        },
      }),
    onSuccess: async (block) => {
      await refreshFraudBlocks(queryClient)
      showSuccess(t('new.saved'))
      await navigate({ to: '/fraudblocks', search: { accountId: block.accountId } })
    },
  })
  const serverErrors = formErrorsOf(save.error, FIELDS)
  const errors = mergeFieldErrors(clientErrors, serverErrors)

  const submit = () => {
    let expiryProblem: string | undefined
    if (expiry) {
      try {
        if (Date.parse(expiryIso(expiry, timeZone)) <= Date.now()) expiryProblem = t('new.expiryPast')
      } catch {
        expiryProblem = t('common:validation.invalidFormat')
      }
    }
    const problems = {
      accountId: value ? undefined : t('common:validation.required'),
      reason: reason.trim() ? undefined : t('common:validation.required'),
      expiresAt: expiryProblem,
    }
    setClientErrors(problems)
    if (!Object.values(problems).some(Boolean)) save.mutate()
  }

  return (
    <>
      <PageHeader title={t('new.title')}>
        <Link to="/fraudblocks" search={value ? { accountId: value } : {}} className="text-sm text-brand underline">
          {t('new.existingBlocks')}
        </Link>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <Form onSubmit={submit} pending={save.isPending} className="space-y-4" aria-label={t('new.title')}>
            <FormError messages={serverErrors.other} />
            <div className="grid gap-4 sm:grid-cols-2">
              <BlocklistFieldSelect value={field} onChange={setField} errors={errors.field} />
              <TextField
                label={isCard ? t('fields.cardHash') : t('fields.value')}
                value={accountId}
                onChange={(e) => setAccountId(e.target.value)}
                errors={errors.accountId}
                spellCheck={false}
                autoComplete="off"
                dir="ltr"
                // The value is what the form is for; when it came prefilled, the reason is next.
                autoFocus={!prefill.accountId}
              />
              {isCard && (
                <>
                  <TextField label={t('fields.cardBin')} value={cardBin} onChange={(e) => setCardBin(e.target.value)} errors={errors.cardBin} inputMode="numeric" dir="ltr" />
                  <TextField
                    label={t('fields.cardLast4Digits')}
                    value={cardLast4Digits}
                    onChange={(e) => setCardLast4Digits(e.target.value)}
                    errors={errors.cardLast4Digits}
                    inputMode="numeric"
                    dir="ltr"
                  />
                  <TextField label={t('fields.paymentType')} value={paymentType} onChange={(e) => setPaymentType(e.target.value)} errors={errors.paymentType} dir="ltr" />
                </>
              )}
              <SelectField
                label={t('fields.scope')}
                value={scope?.key ?? ''}
                onChange={(e) => setScopeKey(e.target.value)}
                options={scopes.map((entry) => ({ value: entry.key, label: entry.label }))}
                errors={[...(errors.space ?? []), ...(errors.merchantAccount ?? [])]}
              />
              <TextField
                label={t('fields.expiresAt')}
                type="datetime-local"
                value={expiry}
                onChange={(e) => setExpiry(e.target.value)}
                errors={errors.expiresAt}
                hint={t('new.expiryHint', { timeZone })}
              />
            </div>
            <TextField
              label={t('fields.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              errors={errors.reason}
              maxLength={500}
              autoFocus={Boolean(prefill.accountId)}
            />
            <div className="flex items-center justify-end gap-3">
              <span className="text-xs text-slate-500">
                <KeyCaps shortcut="$mod+Enter" />
              </span>
              <Button type="submit" pending={save.isPending}>
                {t('new.save')}
              </Button>
            </div>
          </Form>
        </Card>
        <Card title={t('preview.title')}>
          <div aria-live="polite" aria-busy={previewSettling || undefined} data-testid="fraud-block-preview">
            {!value ? (
              <p className="text-sm text-slate-500">{t('preview.empty')}</p>
            ) : preview.isError ? (
              <p role="alert" className="text-sm text-error">
                {t('preview.failed')} {errorText(preview.error)}
              </p>
            ) : preview.data ? (
              <div className={previewSettling ? 'opacity-60' : ''}>
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
      </div>
    </>
  )
}
