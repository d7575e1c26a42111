import { fraudCalls } from '@domain/calls/fraud'
import type { FraudBlockBatchAnswer } from '@domain/entities/fraud'
import type { Transaction } from '@domain/entities/transaction'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { refreshFraudBlocks } from '../../api/fraud'
import { useSessionStore } from '../../session/session-store'
import { Button } from '../../ui/Button'
import { SelectField, TextField } from '../../ui/Field'
import { DialogPanelShell, FormDialog } from '../../ui/FormDialog'
import { FormProblems, formErrorsOf, mergeFieldErrors, standingErrors } from '../../ui/form-errors'
import { batchFieldRefusals, type CardBlockReach, cardBlockRows } from './block-cards'

const resultColours = {
  SUCCESS: 'bg-success/15 text-success',
  ERROR: 'bg-error/15 text-error',
  INVALID: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
} as const

/**
 * Blocks the cards of the selected transactions in one batch, with one reason, and shows what
 * became of each card: blocked, already blocked, or refused, with the server's words. A reason
 * refused (missing, or by the server for every row) is said beside it and the form stays.
 */
export function BlockCardsDialog({ transactions, onClose }: { transactions: readonly Transaction[]; onClose: () => void }) {
  const { t } = useTranslation('transaction')
  const queryClient = useQueryClient()
  const user = useSessionStore((state) => state.user)
  // Only space users may block a card for every merchant of their space.
  const spaceWide = user?.superAdmin === true || user?.scope === 'SPACE'
  const [reach, setReach] = useState<CardBlockReach>(spaceWide ? 'space' : 'merchant')
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const rows = cardBlockRows(transactions, reach)

  const block = useMutation({
    mutationFn: async (sent: { reason: string }) => {
      const answer = await callApi(fraudCalls.createBatch, {
        body: { field: 'CREDIT_CARD_NUMBER', reason: sent.reason.trim(), blocks: rows.map((row) => ({ ...row, paymentType: 'CARD' })) },
      })
      const refusals = batchFieldRefusals(answer.results, ['reason'])
      if (refusals) throw new FormProblems(refusals)
      return answer
    },
    onSuccess: () => refreshFraudBlocks(queryClient),
  })
  const server = standingErrors(formErrorsOf(block.error, ['reason']), block.variables, { reason })
  const errors = mergeFieldErrors({ reason: tried && !reason.trim() ? t('actions.reasonRequired') : undefined }, server)
  const submit = () => {
    setTried(true)
    if (reason.trim()) block.mutate({ reason })
  }
  const results: FraudBlockBatchAnswer['results'] | undefined = block.data?.results

  const title = t('blockCards.title')
  const description = t('blockCards.explain', { cards: rows.length, transactions: transactions.length })
  if (results) {
    return (
      <DialogPanelShell title={title} description={description} onClose={onClose}>
        <ul className="max-h-72 space-y-1 overflow-auto text-sm" aria-label={t('blockCards.results')}>
          {results.map((result) => (
            <li key={result.row} className="flex items-start gap-2">
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${resultColours[result.result]}`}>{result.result}</span>
              <span className="font-mono" dir="ltr">
                {result.accountId}
              </span>
              {result.message && <span className="text-slate-500">{result.message}</span>}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <Button autoFocus onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </div>
      </DialogPanelShell>
    )
  }
  return (
    <FormDialog
      title={title}
      description={description}
      onClose={onClose}
      onSubmit={submit}
      pending={block.isPending}
      errors={server.other}
      submitLabel={t('blockCards.submit', { cards: rows.length })}
      danger
    >
      {spaceWide && (
        <SelectField
          label={t('blockCards.reach')}
          value={reach}
          onChange={(event) => setReach(event.target.value as CardBlockReach)}
          options={[
            { value: 'space', label: t('blockCards.reachSpace', { space: user?.mSpace.displayName || user?.mSpace.name || '' }) },
            { value: 'merchant', label: t('blockCards.reachMerchant') },
          ]}
        />
      )}
      <TextField label={t('actions.reason')} value={reason} onChange={(event) => setReason(event.target.value)} errors={errors.reason} maxLength={500} required autoFocus />
    </FormDialog>
  )
}
