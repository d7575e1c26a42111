import { useTranslation } from 'react-i18next'
import { Button } from './Button'

interface FormButtonsProps {
  onCancel: () => void
  /** Cancel's own text, where the form's namespace has one. */
  cancelLabel?: string
  submitLabel: string
  pending: boolean
  danger?: boolean
  /** The button that starts with the focus, in a form with no field of its own. */
  focus?: 'cancel' | 'submit'
}

/** A form's last row: Cancel, which leaves it unsaved, and the button that submits it. */
export function FormButtons({ onCancel, cancelLabel, submitLabel, pending, danger = false, focus }: FormButtonsProps) {
  const { t } = useTranslation('common')
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} autoFocus={focus === 'cancel'}>
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} pending={pending} autoFocus={focus === 'submit'}>
        {submitLabel}
      </Button>
    </div>
  )
}

/** The last row of a form on a page of its own, with nothing to cancel: only the button that submits it. */
export function SubmitRow({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </div>
  )
}
