import type { SavedSearch } from '@domain/entities/savedsearch'
import type { Page } from '@domain/pagination'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFocusLayer } from '../palette/focus-stack'
import { showSuccess } from '../session/alert-store'
import { TextField } from '../ui/Field'
import { Form, FormError } from '../ui/Form'
import { FormButtons } from '../ui/FormButtons'
import { formErrorsOf, standingErrors } from '../ui/form-errors'
import { createSavedSearch, savedSearchKeys } from './saved-searches'

interface SaveViewDialogProps {
  open: boolean
  url: string
  onClose: () => void
}

/** Names the current view and stores it on the server; it then shows in the palette. */
export function SaveViewDialog({ open, url, onClose }: SaveViewDialogProps) {
  const { t } = useTranslation('workspace')
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  useFocusLayer({ plainKeys: false, active: open })
  const save = useMutation({
    mutationFn: (sent: { name: string }) => createSavedSearch(sent.name, url),
    onSuccess: (saved) => {
      // The palette lists it at once, without waiting for the list to load again.
      queryClient.setQueryData(savedSearchKeys.list(), (current: Page<SavedSearch> | undefined) =>
        current ? { ...current, items: [...current.items, saved].sort((a, b) => a.name.localeCompare(b.name)) } : current,
      )
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all })
      showSuccess(t('saveView.saved', { name: saved.name }))
      setName('')
      onClose()
    },
  })
  const errors = standingErrors(formErrorsOf(save.error, ['name', 'url']), save.variables, { name })
  const close = () => {
    save.reset()
    onClose()
  }
  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[15vh]">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900">
          <DialogTitle className="mb-3 text-lg font-semibold">{t('saveView.title')}</DialogTitle>
          <Form onSubmit={() => save.mutate({ name })} pending={save.isPending} className="space-y-3">
            <TextField
              label={t('saveView.name')}
              value={name}
              autoFocus
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              errors={errors.fields.name}
            />
            <p className="break-all font-mono text-xs text-slate-500">{url}</p>
            <FormError messages={[...(errors.fields.url ?? []), ...errors.other]} />
            <FormButtons onCancel={close} cancelLabel={t('saveView.cancel')} submitLabel={t('saveView.save')} pending={save.isPending} />
          </Form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
