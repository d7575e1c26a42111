import type { FraudBlock } from '@domain/entities/fraud'
import type { VelocityBlock } from '@domain/entities/merchant'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { fraudBlockKind } from '../api/fraud'
import type { velocityBlockKind } from '../api/merchant'
import { useRegisterFocus } from '../palette/command-context'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { FormDialog } from '../ui/FormDialog'
import { formErrorsOf, mergeFieldErrors, standingErrors } from '../ui/form-errors'
import { useKindRemove } from './RecordKindScreens'
import { useDeleteDialog } from './delete-dialog'

type BlockKind = typeof fraudBlockKind | typeof velocityBlockKind

interface DeleteBlockProps {
  kind: BlockKind
  /** The block on view: a deleted one has no Delete, and the question names its value. */
  block: FraudBlock | VelocityBlock
  title: string
  /** Whether the delete call takes a reason (kept with the block and in the audit trail). */
  askReason: boolean
}

/**
 * The Delete button of a block's pane and its dialog, for a block not yet deleted and a caller
 * who may delete it. The delete is the kind's: the pane closes, the list refreshes.
 */
export function DeleteBlock({ kind, block, title, askReason }: DeleteBlockProps) {
  const { t } = useTranslation('fraud')
  const { remove, canRemove } = useKindRemove(kind, block, block.accountId, { deletedText: t('detail.deleted'), errorsInDialog: true })
  const deleteDialog = useDeleteDialog(block.id)
  // Shift+D (record.delete) asks for the same dialog as the Delete button.
  const deletable = canRemove && block.status !== 'DELETED'
  useRegisterFocus('openRecord', useMemo(() => ({ deletable }), [deletable]))
  if (!deletable) return null
  return (
    <>
      <Button variant="danger" className="ms-auto" onClick={deleteDialog.show}>
        {t('detail.delete')}
      </Button>
      {deleteDialog.open && (
        <DeleteBlockDialog
          title={title}
          description={t('detail.deleteDescription', { value: block.accountId })}
          askReason={askReason}
          remove={remove}
          onClose={deleteDialog.close}
        />
      )}
    </>
  )
}

interface DeleteBlockDialogProps {
  title: string
  /** What is about to be released, in a sentence. */
  description: string
  askReason: boolean
  remove: ReturnType<typeof useKindRemove>['remove']
  onClose: () => void
}

/** Confirms the release of a block, asking why when the call keeps a reason; a release can be undone, so Enter runs it. */
function DeleteBlockDialog({ title, description, askReason, remove, onClose }: DeleteBlockDialogProps) {
  const { t } = useTranslation('fraud')
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const sent = remove.variables ? { reason: String(remove.variables.reason ?? '') } : undefined
  const server = standingErrors(formErrorsOf(remove.error, ['reason']), sent, { reason: reason.trim() })
  const missing = askReason && reason.trim() === ''
  const errors = mergeFieldErrors({ reason: tried && missing ? t('common:validation.required') : undefined }, server)

  const submit = () => {
    setTried(true)
    if (!missing) remove.mutate(askReason ? { reason: reason.trim() } : undefined)
  }

  return (
    <FormDialog title={title} description={description} onClose={onClose} onSubmit={submit} pending={remove.isPending} errors={server.other} submitLabel={t('detail.delete')} danger>
      {askReason && (
        <TextField label={t('fields.deleteReason')} value={reason} onChange={(e) => setReason(e.target.value)} errors={errors.reason} maxLength={500} autoFocus />
      )}
    </FormDialog>
  )
}
