import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { useFocusLayer } from '../palette/focus-stack'
import { Form, FormError } from './Form'
import { FormButtons } from './FormButtons'

interface FormDialogProps {
  title: ReactNode
  /** What the form is about to do, in a sentence under the title. */
  description?: ReactNode
  onClose: () => void
  onSubmit: () => void
  pending: boolean
  /** Errors that belong to no field of the form. */
  errors?: string[]
  submitLabel: string
  danger?: boolean
  /** Focus starts on Cancel when the form has no field of its own. */
  cancelFirst?: boolean
  /** The fields. */
  children?: ReactNode
}

/** A modal panel with its title and a sentence under it. While open it holds the keys, so list shortcuts wait behind it. */
export function DialogPanelShell({ title, description, onClose, children }: { title: ReactNode; description?: ReactNode; onClose: () => void; children: ReactNode }) {
  useFocusLayer({ plainKeys: false })
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          {description && <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** A small form in a dialog (a reason, an amount) with Cancel and its action. */
export function FormDialog({ title, description, onClose, onSubmit, pending, errors = [], submitLabel, danger = false, cancelFirst = false, children }: FormDialogProps) {
  return (
    <DialogPanelShell title={title} description={description} onClose={onClose}>
      <Form onSubmit={onSubmit} pending={pending} className="space-y-4">
        <FormError messages={errors} />
        {children}
        <FormButtons onCancel={onClose} submitLabel={submitLabel} pending={pending} danger={danger} cancelFirst={cancelFirst} />
      </Form>
    </DialogPanelShell>
  )
}
