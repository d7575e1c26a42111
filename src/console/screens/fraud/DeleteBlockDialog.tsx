import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFocusLayer } from '../../palette/focus-stack'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
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

/**
 * Confirms the release of a block, asking why when the call keeps a reason. While open it
 * holds the keys, so list shortcuts wait behind it.
 */
export function DeleteBlockDialog({ title, description, askReason, remove, onDeleted, onClose }: DeleteBlockDialogProps) {
  const { t } = useTranslation('fraud')
  useFocusLayer({ plainKeys: false })
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
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
          <Form onSubmit={submit} pending={mutation.isPending} className="space-y-4">
            <FormError messages={server.other} />
            {askReason && (
              <TextField label={t('fields.deleteReason')} value={reason} onChange={(e) => setReason(e.target.value)} errors={errors.reason} maxLength={500} autoFocus />
            )}
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={onClose} autoFocus={!askReason}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" variant="danger" pending={mutation.isPending}>
                {t('detail.delete')}
              </Button>
            </div>
          </Form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
