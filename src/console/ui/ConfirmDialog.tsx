import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFocusLayer } from '../palette/focus-stack'
import { Button } from './Button'

interface ConfirmDialogProps {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  pending?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before something that cannot be undone; the safe choice has the focus. */
export function ConfirmDialog({ open, title, children, confirmLabel, pending = false, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common')
  useFocusLayer({ plainKeys: false, active: open })
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50" role="alertdialog">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[15vh]">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900">
          <DialogTitle className="mb-2 text-lg font-semibold">{title}</DialogTitle>
          <div className="text-sm text-slate-600 dark:text-slate-300">{children}</div>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" autoFocus onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button variant="danger" pending={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
