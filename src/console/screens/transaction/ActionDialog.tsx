import type { TransactionDetail } from '@domain/entities/transaction'
import type { TransactionAction } from '@domain/transaction-actions'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { applyTransactionAction, transaction } from '../../api/transaction'
import { formatMinor } from '@domain/money'
import { showSuccess } from '../../session/alert-store'
import { amountExample } from '../../lib/money'
import { AmountField } from '../../ui/AmountField'
import { TextField } from '../../ui/Field'
import { FormDialog } from '../../ui/FormDialog'
import { formErrorsOf, mergeFieldErrors, standingErrors } from '../../ui/form-errors'
import { useTextValues } from '../../ui/text-values'
import { actionLimit, actionsWithAmount, readActionAmount } from './action-amount'

interface ActionDialogProps {
  tx: TransactionDetail
  action: TransactionAction
  onClose: () => void
}

const formFields = ['reason', 'amount', 'action'] as const

/**
 * Asks for the reason of an operator action (and the amount of a partial capture or refund),
 * sends it, and shows the server's refusal (409) or field errors (400) in place. Each action
 * moves money or ends a payment's way, so none can be undone: $mod+Enter sends it.
 */
export function ActionDialog({ tx, action, onClose }: ActionDialogProps) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const { values, bind } = useTextValues({ reason: '', amount: '' })
  const reason = values.reason
  const [submitted, setSubmitted] = useState(false)
  const takesAmount = actionsWithAmount.includes(action)
  const limit = actionLimit(tx, action)
  const limitText = formatMinor(limit, tx.currency, i18n.language)
  const read = readActionAmount(takesAmount ? values.amount : '', tx.currency, limit, i18n.language)

  const mutation = useMutation({
    // The values as typed, so a refusal stands only while they are unchanged.
    mutationFn: (sent: { reason: string; amount: string }) => {
      const amount = readActionAmount(takesAmount ? sent.amount : '', tx.currency, limit, i18n.language).amount
      return applyTransactionAction(tx.merchantAccount, tx.id, { action, reason: sent.reason.trim(), ...(typeof amount === 'number' ? { amount } : {}) })
    },
    onSuccess: async () => {
      showSuccess(t('transaction:actions.done', { action: t(`transaction:actions.names.${action}`), id: tx.id }))
      await transaction.refresh(queryClient)
      onClose()
    },
  })

  const server = standingErrors(formErrorsOf(mutation.error, formFields), mutation.variables, values)
  const clientErrors = submitted
    ? {
        reason: reason.trim() ? undefined : t('transaction:actions.reasonRequired'),
        amount: read.problem ? t(`transaction:actions.amountProblems.${read.problem}`, { limit: limitText, example: amountExample(tx.currency, i18n.language) }) : undefined,
      }
    : {}
  const fieldErrors = mergeFieldErrors(clientErrors, server)

  const submit = () => {
    setSubmitted(true)
    if (!reason.trim() || read.problem) return
    mutation.mutate(values)
  }

  return (
    <FormDialog
      title={
        <>
          {t(`transaction:actions.names.${action}`)} · <span dir="ltr">{tx.id}</span>
        </>
      }
      description={t(`transaction:actions.explain.${action}`, { limit: limitText })}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      errors={[...server.other, ...(server.fields.action ?? [])]}
      submitLabel={t(`transaction:actions.names.${action}`)}
      danger={action !== 'CAPTURE'}
      irreversible={t(`transaction:actions.irreversible.${action}`)}
    >
      {takesAmount && (
        <AmountField
          label={t('transaction:actions.amount', { currency: tx.currency })}
          hint={t('transaction:actions.amountHint', { limit: limitText })}
          currency={tx.currency}
          {...bind('amount')}
          errors={fieldErrors.amount}
        />
      )}
      <TextField label={t('transaction:actions.reason')} {...bind('reason')} errors={fieldErrors.reason} maxLength={500} required autoFocus />
    </FormDialog>
  )
}
