import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { Children, type KeyboardEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { KeyCaps } from '../palette/KeyCaps'
import { useFocusLayer } from '../palette/focus-stack'
import { holdsEnter } from './confirmation-keys'
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
  /**
   * Why the action cannot be undone (money moved, a message sent, a secret replaced), said in
   * the dialog; empty, it says so without a reason. Such a dialog starts on Cancel (or its first
   * field), Enter alone does not run it, $mod+Enter does. Without it the action can be undone:
   * its button (or its first field) has the focus and Enter runs it.
   */
  irreversible?: string
  role?: 'dialog' | 'alertdialog'
  /** The fields. */
  children?: ReactNode
}

interface DialogPanelShellProps {
  title: ReactNode
  description?: ReactNode
  onClose: () => void
  role?: 'dialog' | 'alertdialog'
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
  children: ReactNode
}

/** A modal panel with its title and a sentence under it. While open it holds the keys, so list shortcuts wait behind it. */
export function DialogPanelShell({ title, description, onClose, role = 'dialog', onKeyDown, children }: DialogPanelShellProps) {
  useFocusLayer({ plainKeys: false })
  return (
    <Dialog open onClose={onClose} className="relative z-50" role={role}>
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900" onKeyDown={onKeyDown}>
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          {description && <div className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</div>}
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/**
 * A small form in a dialog (a reason, an amount) with Cancel and its action; a confirmation is
 * one with no field. It follows the confirmation rule of DESIGN.md: see `irreversible`.
 */
export function FormDialog({ title, description, onClose, onSubmit, pending, errors = [], submitLabel, danger = false, irreversible, role, children }: FormDialogProps) {
  const { t } = useTranslation('common')
  // Once Enter was held back, the note says why Enter did nothing.
  const [enterHeld, setEnterHeld] = useState(false)
  const hasFields = Children.toArray(children).length > 0
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { target } = event
    const press = {
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      isComposing: event.nativeEvent.isComposing,
      inTextArea: target instanceof HTMLTextAreaElement,
      onActionButton: target instanceof HTMLButtonElement && target.type === 'submit',
    }
    if (!holdsEnter(press, irreversible !== undefined)) return
    event.preventDefault()
    setEnterHeld(true)
  }
  return (
    <DialogPanelShell title={title} description={description} onClose={onClose} role={role} onKeyDown={onKeyDown}>
      <Form onSubmit={onSubmit} pending={pending} className="space-y-4">
        <FormError messages={errors} />
        {children}
        {irreversible !== undefined && (
          <div className="space-y-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
            <p className="font-medium">{irreversible ? t('confirmation.cannotUndoBecause', { why: irreversible }) : t('confirmation.cannotUndo')}</p>
            <p className="flex flex-wrap items-center gap-1.5">
              <KeyCaps shortcut="$mod+Enter" />
              <span>{t('confirmation.runs', { action: submitLabel })}</span>
            </p>
            <p role="status" className={enterHeld ? 'font-medium' : 'sr-only'}>
              {enterHeld ? t('confirmation.enterHeld') : ''}
            </p>
          </div>
        )}
        <FormButtons onCancel={onClose} submitLabel={submitLabel} pending={pending} danger={danger} focus={hasFields ? undefined : irreversible !== undefined ? 'cancel' : 'submit'} />
      </Form>
    </DialogPanelShell>
  )
}
