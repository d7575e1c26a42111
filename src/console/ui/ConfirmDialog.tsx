import type { ReactNode } from 'react'
import { FormDialog } from './FormDialog'

type Reversibility =
  /** The action can be undone (it shows Undo, or its opposite is one command away): its button has the focus and Enter runs it. */
  | { reversible: true; irreversible?: never }
  /** Why it cannot be undone, said in the dialog; a dialog that declares nothing is taken as one that cannot, and says so without a reason. */
  | { reversible?: false; irreversible?: string }

type ConfirmDialogProps = Reversibility & {
  open: boolean
  title: string
  /** What is about to happen. */
  children?: ReactNode
  confirmLabel: string
  pending?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before an action, with no field to fill: a form dialog of the confirmation rule. */
export function ConfirmDialog({ open, title, children, confirmLabel, pending = false, onConfirm, onClose, reversible, irreversible }: ConfirmDialogProps) {
  if (!open) return null
  return (
    <FormDialog
      role="alertdialog"
      title={title}
      description={children}
      submitLabel={confirmLabel}
      pending={pending}
      onSubmit={onConfirm}
      onClose={onClose}
      danger
      irreversible={reversible ? undefined : (irreversible ?? '')}
    />
  )
}
