import { HeaderParts } from '../../ui/HeaderParts'
import { EnumText } from '../../ui/EnumText'
import type { TransactionDetail } from '@domain/entities/transaction'
import { getRouteApi, Outlet, useMatch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { transaction as transactionKind } from '../../api/transaction'
import { RecordCommandButtons } from '../../palette/CommandButtons'
import { useItemDialog } from '../../palette/screen-dialog'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { ActionDialog } from './ActionDialog'
import { Amount, AppLink, Facts, isNotFound, Mono, maskedCard, Section } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'
import { QueryFailed } from '../../ui/RecordEditor'
import { RecordPaneSkeleton } from '../../ui/RecordPane'
import { useKindRecord } from '../../workspace'
import { RelatedPanel } from './RelatedPanel'
import { RecordHistory } from '../../workspace/RecordHistory'
import { transactionTarget } from '../../lib/targets'

const route = getRouteApi('/_console/merchant/{-$merchantName}/transactions/$transaction')
const logRouteId = '/_console/merchant/{-$merchantName}/transactions/$transaction/log/$log'

/** The jumps of SPEC section 2, as buttons that run the same commands as their keys. */
function Actions({ tx }: { tx: TransactionDetail }) {
  const { t } = useTranslation()
  const canUpdate = usePermission('transaction.update')
  // The action asked for is URL state (`?dialog=transactionAction&item=REFUND`): Back closes its dialog.
  const dialog = useItemDialog('transactionAction')
  const open = tx.allowedActions.find((action) => action === dialog.item)
  if (!canUpdate || tx.allowedActions.length === 0) return null
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('transaction:actions.title')}</legend>
      {tx.allowedActions.map((action) => (
        <Button key={action} variant={action === 'CAPTURE' ? 'primary' : 'secondary'} className="px-3 py-1.5" onClick={() => dialog.show(action)}>
          {t(`transaction:actions.names.${action}`)}
        </Button>
      ))}
      {open && <ActionDialog tx={tx} action={open} onClose={dialog.close} />}
    </fieldset>
  )
}

function Timeline({ tx }: { tx: TransactionDetail }) {
  const { t } = useTranslation()
  if (!tx.timeline.length) return <p className="text-sm text-slate-500">{t('transaction:detail.noTimeline')}</p>
  return (
    <ol className="space-y-2 border-s border-slate-200 ps-4 dark:border-slate-700">
      {tx.timeline.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`} className="text-sm">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="text-xs text-slate-500">
              <Time value={entry.created} />
            </span>
            <span className="rounded bg-slate-100 px-1 text-[11px] font-semibold uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              {t(`transaction:timeline.${entry.kind}`)}
            </span>
            {entry.kind === 'LOG' ? (
              <AppLink to="/merchant/{-$merchantName}/transactions/$transaction/log/$log" params={{ merchantName: tx.merchantAccount, transaction: tx.id, log: entry.id }}>
                <Mono>{entry.label}</Mono>
              </AppLink>
            ) : (
              <Mono>{entry.label}</Mono>
            )}
            <StatusBadge status={entry.result} />
            {entry.status && <StatusBadge status={entry.status} />}
            {entry.amount !== null && <Amount amount={entry.amount} currency={tx.currency} />}
          </div>
          {(entry.reason || entry.username) && (
            <p className="text-xs text-slate-500">{[entry.username, entry.reason].filter(Boolean).join(' — ')}</p>
          )}
        </li>
      ))}
    </ol>
  )
}

function DetailBody({ tx }: { tx: TransactionDetail }) {
  const { t } = useTranslation()
  const { customer, gateway } = tx
  return (
    <div className="space-y-4">
      <TransactionHeader tx={tx} />
      <PaymentSection tx={tx} />

      <Section title={t('transaction:detail.customer')}>
        <Facts
          rows={[
            [
              t('transaction:fields.customer'),
              customer.id && (
                <AppLink key="customer" to="/merchant/{-$merchantName}/customers/$customer" params={{ merchantName: tx.merchantAccount, customer: customer.id }}>
                  <Mono>{customer.id}</Mono>
                </AppLink>
              ),
            ],
            [t('transaction:fields.customerName'), customer.name],
            [t('transaction:fields.ip'), customer.ipAddress && <Mono key="ip">{customer.ipAddress}</Mono>],
            [t('transaction:fields.country'), customer.country],
          ]}
        />
      </Section>

      <MetadataSection tx={tx} />

      <Section title={t('transaction:detail.gateway')}>
        <Facts
          rows={[
            [t('transaction:fields.gateway'), gateway.code],
            [t('transaction:fields.gatewayReference'), gateway.reference && <Mono key="ref">{gateway.reference}</Mono>],
            [t('transaction:fields.resultCode'), [tx.resultCode, tx.resultMessage].filter(Boolean).join(' — ')],
            [t('transaction:fields.pspResultCode'), tx.pspResultCode],
            [t('transaction:fields.gatewayConfig'), gateway.gatewayConfigId],
            [t('transaction:fields.instrumentConfig'), gateway.instrumentConfigId],
          ]}
        />
      </Section>

      <Section title={t('transaction:detail.timeline')}>
        <Timeline tx={tx} />
      </Section>

      <RelatedPanel merchantName={tx.merchantAccount} transaction={tx.id} />
      {transactionKind.history && <RecordHistory target={transactionKind.history(tx)} />}
    </div>
  )
}

/** The amount and states of the transaction over its id, merchant and time, with what can be done to it. */
function TransactionHeader({ tx }: { tx: TransactionDetail }) {
  const { t } = useTranslation()
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">
          <Amount amount={tx.amount} currency={tx.currency} />
        </h2>
        <StatusBadge status={tx.status} />
        <StatusBadge status={tx.result} />
        {tx.activeFraudBlocks > 0 && (
          <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
            {t('transaction:detail.activeFraudBlocks', { n: tx.activeFraudBlocks })}
          </span>
        )}
      </div>
      <p className="text-sm text-slate-500">
        <HeaderParts parts={[<Mono key="id">{tx.id}</Mono>, tx.merchantAccount, <Time key="created" value={tx.created} />]} />
      </p>
      <Actions tx={tx} />
      <RecordCommandButtons record="transaction" />
    </header>
  )
}

/** What was paid and how: the amounts captured, refunded and left, and the card or account it came from. */
function PaymentSection({ tx }: { tx: TransactionDetail }) {
  const { t } = useTranslation()
  const { payment } = tx
  const remaining = tx.capturedAmount - tx.refundedAmount
  return (
    <Section title={t('transaction:detail.payment')}>
      <Facts
        rows={[
          [t('transaction:fields.type'), <EnumText key="type" value={tx.type} />],
          [t('transaction:fields.kind'), tx.paymentKind],
          [t('transaction:fields.direction'), <EnumText key="direction" value={tx.direction} />],
          [t('transaction:fields.captured'), <Amount key="captured" amount={tx.capturedAmount} currency={tx.currency} />],
          [t('transaction:fields.refunded'), <Amount key="refunded" amount={tx.refundedAmount} currency={tx.currency} />],
          [t('transaction:fields.remaining'), <Amount key="remaining" amount={Math.max(0, remaining)} currency={tx.currency} />],
          [t('transaction:fields.card'), <Mono key="card">{maskedCard(payment.cardBin, payment.cardLast4Digits)}</Mono>],
          [
            t('transaction:fields.cardHash'),
            payment.cardHash && (
              <AppLink key="hash" to="/merchant/{-$merchantName}/transactions" params={{}} search={{ cardHash: payment.cardHash }}>
                <Mono>{payment.cardHash}</Mono>
              </AppLink>
            ),
          ],
          [t('transaction:fields.scheme'), payment.scheme],
          [t('transaction:fields.paymentType'), `${payment.paymentType} / ${payment.paymentMethod}`],
          [t('transaction:fields.accountHolder'), payment.accountHolder],
          [t('transaction:fields.email'), payment.emailAddress],
          [
            t('transaction:fields.expiry'),
            payment.expiryMonth && payment.expiryYear ? `${String(payment.expiryMonth).padStart(2, '0')}/${payment.expiryYear}` : null,
          ],
          [t('transaction:fields.issuerCountry'), payment.issuerCountry],
          [t('transaction:fields.threeDs'), [payment.threeDsVersion, payment.eci && `ECI ${payment.eci}`].filter(Boolean).join(' · ')],
          [t('transaction:fields.instalments'), tx.instalments],
        ]}
      />
    </Section>
  )
}

/** The merchant's references of the transaction, its session and parent, and any extra data it was sent with. */
function MetadataSection({ tx }: { tx: TransactionDetail }) {
  const { t } = useTranslation()
  const { metadata } = tx
  return (
    <Section title={t('transaction:detail.metadata')}>
      <Facts
        rows={[
          [t('transaction:fields.merchantTransactionId'), tx.merchantTransactionId && <Mono key="mtid">{tx.merchantTransactionId}</Mono>],
          [
            t('transaction:fields.session'),
            metadata.paywallLogId && (
              <AppLink key="session" to="/session" search={{ sessionId: metadata.paywallLogId }}>
                <Mono>{metadata.paywallLogId}</Mono>
              </AppLink>
            ),
          ],
          [t('transaction:fields.orderId'), metadata.orderId],
          [t('transaction:fields.description'), metadata.description],
          [
            t('transaction:fields.parent'),
            tx.parentId && (
              <AppLink key="parent" {...transactionTarget(tx.merchantAccount, tx.parentId)}>
                <Mono>{tx.parentId}</Mono>
              </AppLink>
            ),
          ],
        ]}
      />
      {Object.keys(metadata.extra).length > 0 && (
        <pre dir="ltr" className="mt-3 overflow-x-auto rounded bg-slate-50 p-2 text-xs dark:bg-slate-800">
          {JSON.stringify(metadata.extra, null, 2)}
        </pre>
      )}
    </Section>
  )
}

/** The right pane of the transaction list: one transaction, or one of its gateway logs. */
export function TransactionDetailScreen() {
  const { t } = useTranslation()
  const { merchantName } = route.useParams()
  if (!merchantName) return <p className="text-sm text-slate-500">{t('transaction:detail.needsMerchant')}</p>
  return <OpenTransaction />
}

/** The transaction the route names, in focus for the commands while its pane or one of its logs is open. */
function OpenTransaction() {
  const { t } = useTranslation()
  const { transaction } = route.useParams()
  const detail = useKindRecord(transactionKind).query
  const logOpen = useMatch({ from: logRouteId, shouldThrow: false }) !== undefined

  if (logOpen) return <Outlet />
  if (detail.isPending) return <RecordPaneSkeleton />
  if (detail.isError) {
    return isNotFound(detail.error) ? (
      <p role="alert" className="text-error">
        {t('transaction:detail.notFound', { id: transaction })}
      </p>
    ) : (
      <QueryFailed query={detail} />
    )
  }
  return <DetailBody tx={detail.data} />
}
