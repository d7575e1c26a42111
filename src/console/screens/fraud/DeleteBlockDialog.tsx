import type { Permission } from '@domain/permissions'
import { useMutation } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRegisterFocus } from '../../palette/command-context'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { FormDialog } from '../../ui/FormDialog'
import { formErrorsOf, mergeFieldErrors } from '../../ui/form-errors'
import { useDeleteDialog } from './delete-dialog'

interface DeleteBlockDialogProps {
  title: string
  /** What is about to be released, in a sentence. */
  description: string
  /** Whether the delete call takes a reason (kept with the block and in the audit trail). */
  askReason: boolean
  /** Sends the delete; resolves once the server accepted it. */
  remove: (reason: string) => Promise<unknown>
  onDeleted: () => void
  onClose: () => void
}

/** Confirms the release of a block, asking why when the call keeps a reason. */
export function DeleteBlockDialog({ title, description, askReason, remove, onDeleted, onClose }: DeleteBlockDialogProps) {
  const { t } = useTranslation('fraud')
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const mutation = useMutation({ mutationFn: () => remove(reason.trim()), onSuccess: onDeleted })
  const server = formErrorsOf(mutation.error, ['reason'])
  const errors = mergeFieldErrors({ reason: missing ? t('common:validation.required') : undefined }, server)

  const submit = () => {
    const ok = !askReason || reason.trim() !== ''
    setMissing(!ok)
    if (ok) mutation.mutate()
  }

  return (
    <FormDialog
      title={title}
      description={description}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      errors={server.other}
      submitLabel={t('detail.delete')}
      danger
      cancelFirst={!askReason}
    >
      {askReason && (
        <TextField label={t('fields.deleteReason')} value={reason} onChange={(e) => setReason(e.target.value)} errors={errors.reason} maxLength={500} autoFocus />
      )}
    </FormDialog>
  )
}

interface DeleteBlockProps extends Omit<DeleteBlockDialogProps, 'onClose' | 'description'> {
  /** The block on view: a deleted one has no Delete, and the question names its value. */
  block: { id: number; status: string; accountId: string }
  /** The delete call's permission. */
  permission: Permission
}

/** The Delete button of a block's pane and its dialog, for a block not yet deleted and a caller who may delete it. */
export function DeleteBlock({ block, permission, ...dialog }: DeleteBlockProps) {
  const { t } = useTranslation('fraud')
  const canWrite = usePermission(permission)
  const deleteDialog = useDeleteDialog(block.id)
  // Shift+D (record.delete) asks for the same dialog as the Delete button.
  const deletable = canWrite && block.status !== 'DELETED'
  useRegisterFocus('openRecord', useMemo(() => ({ deletable }), [deletable]))
  if (!deletable) return null
  return (
    <>
      <Button variant="danger" className="ms-auto" onClick={deleteDialog.show}>
        {t('detail.delete')}
      </Button>
      {deleteDialog.open && <DeleteBlockDialog {...dialog} description={t('detail.deleteDescription', { value: block.accountId })} onClose={deleteDialog.close} />}
    </>
  )
}
