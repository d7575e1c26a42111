import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../ui/Field'
import { FormDialog } from '../../ui/FormDialog'
import { formErrorsOf, mergeFieldErrors } from '../../ui/form-errors'

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
