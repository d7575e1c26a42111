import type { ScreenDialog } from '@commands/dialogs'
import { financeCalls } from '@domain/calls/finance'
import { CHANGE_REASON_HEADER } from '@domain/entities/approval'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { heldForApproval, sayHeld } from '../../api/approval'
import { callApi } from '../../api/client'
import { refreshMerchant } from '../../api/merchant'
import { formatMinor } from '@domain/money'
import { amountExample, minorAmountOf } from '../../lib/money'
import { useScreenDialog } from '../../palette/screen-dialog'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { amountsInMajorUnits } from '../../ui/amount-errors'
import { AmountField } from '../../ui/AmountField'
import { TextField } from '../../ui/Field'
import { FormDialog } from '../../ui/FormDialog'
import { formErrorsOf, mergeFieldErrors, standingErrors } from '../../ui/form-errors'
import { useTextValues } from '../../ui/text-values'

type MovementKind = Extract<ScreenDialog, 'topup' | 'withdraw'>

interface MovementDialogProps {
  kind: MovementKind
  merchant: string
  currency: string
  /** The balance on screen, said in the dialog; the server judges the real one. */
  balance: number
}

const formFields = ['amount', 'reference', 'description'] as const

/**
 * The top-up or withdrawal of the account tab, open while the URL says `?dialog=topup` or
 * `?dialog=withdraw`. Money moved cannot be undone, so $mod+Enter sends it.
 */
export function MovementDialog(props: MovementDialogProps) {
  const dialog = useScreenDialog(props.kind)
  const canWrite = usePermission('finance.write')
  if (!dialog.open || !canWrite) return null
  return <MovementForm {...props} onClose={dialog.close} />
}

function MovementForm({ kind, merchant, currency, balance, onClose }: MovementDialogProps & { onClose: () => void }) {
  const { t, i18n } = useTranslation('finance')
  const queryClient = useQueryClient()
  // One key per opening of the dialog: a retry after a lost answer is the same request, applied once.
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const { values, bind } = useTextValues({ amount: '', reference: '', description: '' })
  const [tried, setTried] = useState(false)
  const minorOf = (amount: string) => {
    const minor = minorAmountOf(amount, currency, i18n.language)
    return minor === null || minor === undefined || minor <= 0 ? null : minor
  }
  const move = useMutation({
    // The values as typed, so a refusal stands only while they are unchanged.
    mutationFn: (sent: typeof values) =>
      callApi(kind === 'topup' ? financeCalls.topUp : financeCalls.withdraw, {
        body: { merchantAccount: merchant, currency, amount: minorOf(sent.amount) ?? 0, reference: sent.reference.trim(), description: sent.description.trim(), idempotencyKey },
        // Above the space's threshold the movement waits for a second person, who reads why.
        headers: { [CHANGE_REASON_HEADER]: encodeURIComponent([sent.reference, sent.description].map((text) => text.trim()).filter(Boolean).join(': ')) },
      }),
    onSuccess: async (entry) => {
      if (heldForApproval(entry)) {
        sayHeld(entry, queryClient)
        onClose()
        return
      }
      await refreshMerchant(queryClient, merchant)
      showSuccess(t(`ledger.${kind}.done`, { amount: formatMinor(entry.amount, currency, i18n.language), balance: formatMinor(entry.balanceAfter, currency, i18n.language) }))
      onClose()
    },
  })
  const server = standingErrors(formErrorsOf(amountsInMajorUnits(move.error, ['amount'], currency, i18n.language), formFields), move.variables, values)
  const amountValid = minorOf(values.amount) !== null
  const errors = mergeFieldErrors({ amount: tried && !amountValid ? t('ledger.amountFormat', { example: amountExample(currency, i18n.language) }) : undefined }, server)
  const submit = () => {
    setTried(true)
    if (amountValid) move.mutate(values)
  }
  return (
    <FormDialog
      title={t(`ledger.${kind}.title`, { currency })}
      description={t(`ledger.${kind}.text`, { merchant, balance: formatMinor(balance, currency, i18n.language) })}
      onClose={onClose}
      onSubmit={submit}
      pending={move.isPending}
      errors={server.other}
      submitLabel={t(`ledger.${kind}.submit`)}
      danger={kind === 'withdraw'}
      irreversible={t('ledger.irreversible')}
    >
      <AmountField label={t('ledger.amountIn', { currency })} currency={currency} autoFocus {...bind('amount')} errors={errors.amount} />
      <TextField label={t('ledger.reference')} maxLength={100} {...bind('reference')} errors={errors.reference} />
      <TextField label={t('ledger.description')} maxLength={500} {...bind('description')} errors={errors.description} />
    </FormDialog>
  )
}
