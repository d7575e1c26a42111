import { paymentlinkCalls } from '@domain/calls/paymentlink'
import type { PaymentLink } from '@domain/entities/paymentlink'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import type { paylinkKind, paymentLinkKind } from '../../api/paymentlink'
import { errorText } from '../../lib/error-text'
import { showError, showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { useStampedFacts } from '../../ui/RecordEditor'
import { FactList, RecordPane } from '../../ui/RecordPane'
import { Amount, AppLink } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { RecordKindDetail, type WorkspaceSearch } from '../../workspace'
import { CreatePaymentLinkPane } from './CreatePaymentLinkPane'
import { nextManualStatus } from './paymentlink-form'
import { transactionTarget, merchantTarget } from '../../lib/targets'

type LinkKind = typeof paymentLinkKind | typeof paylinkKind

/**
 * /merchants/{merchant}/paymentLink/{id} and /paylinks/{id}: one payment link beside the list, its
 * address to copy, its facts, and enabling or disabling it; `@new` under a merchant is the create form.
 */
export function PaymentLinkDetail({ kind }: { kind: LinkKind }) {
  const { merchant } = useParams({ strict: false }) as { merchant?: string }
  // The link created here says it is ready; it stays said until the pane closes.
  const [created, setCreated] = useState<number | null>(null)
  return (
    <RecordKindDetail kind={kind}>
      {(link) =>
        link ? (
          <PaymentLinkFacts kind={kind} link={link} created={link.id === created} />
        ) : (
          merchant && <CreatePaymentLinkPane merchant={merchant} onCreated={(saved) => setCreated(saved.id)} />
        )
      }
    </RecordKindDetail>
  )
}

function PaymentLinkFacts({ kind, link, created }: { kind: LinkKind; link: PaymentLink; created: boolean }) {
  const { t } = useTranslation('paymentlink')
  const queryClient = useQueryClient()
  const canWrite = usePermission('paymentLink.write')
  const params = useParams({ strict: false })
  const navigate = useNavigate()
  const close = () => void navigate({ to: kind.listRoute, params, search: (previous: WorkspaceSearch) => kind.listSearch(previous) } as never)
  const next = nextManualStatus(link.status)
  const setStatus = useMutation({
    mutationFn: (status: 'ACTIVE' | 'DISABLED') => callApi(paymentlinkCalls.setStatus, { params: { id: link.id }, body: { status } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(kind.keys.detail(saved.id), saved)
      showSuccess(t(saved.status === 'ACTIVE' ? 'link.enabled' : 'link.disabled', { reference: saved.reference }))
      await kind.refresh(queryClient)
    },
    onError: (error) => showError(errorText(error)),
  })
  const facts = useStampedFacts({ status: link.status, created: link.created }, [
    { label: t('fields.merchant'), value: <AppLink {...merchantTarget(link.merchantAccount)}>{link.merchantAccount}</AppLink> },
    { label: t('fields.amount'), value: <Amount amount={link.amount} currency={link.currency} /> },
    { label: t('fields.locale'), value: link.locale },
    { label: t('fields.customerName'), value: link.customer.name },
    { label: t('fields.customerEmail'), value: link.customer.email },
    { label: t('fields.expiresAt'), value: link.expiresAt ? <Time value={link.expiresAt} /> : t('link.noExpiry') },
    {
      label: t('fields.transaction'),
      value: link.transactionId ? <AppLink {...transactionTarget(link.merchantAccount, link.transactionId)}>{link.transactionId}</AppLink> : null,
    },
    { label: t('fields.createdBy'), value: link.createdBy },
  ])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url)
      showSuccess(t('link.copied'))
    } catch {
      showError(t('link.copyFailed'))
    }
  }

  return (
    <RecordPane
      title={<span className="font-mono">{link.reference}</span>}
      subtitle={link.description || undefined}
      onClose={close}
      actions={
        canWrite &&
        next && (
          <Button variant={next === 'DISABLED' ? 'danger' : 'secondary'} pending={setStatus.isPending} onClick={() => setStatus.mutate(next)}>
            {next === 'DISABLED' ? t('link.disable') : t('link.enable')}
          </Button>
        )
      }
    >
      {created && (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
          {t('link.createdText')}
        </p>
      )}
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('fields.url')}</p>
        <div className="flex items-center gap-2">
          <input
            readOnly
            value={link.url}
            aria-label={t('fields.url')}
            dir="ltr"
            className="block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {t('link.copy')}
          </Button>
        </div>
      </div>
      <FactList facts={facts} />
    </RecordPane>
  )
}
