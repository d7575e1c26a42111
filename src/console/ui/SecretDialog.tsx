import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useState } from 'react'
import { useFocusLayer } from '../palette/focus-stack'
import { Button } from './Button'

/** The words of a secret's dialog, in the namespace of the screen that shows it. */
export interface SecretDialogTexts {
  title: string
  /** That the secret is shown this once. */
  once: string
  /** The secret's accessible name. */
  label: string
  copy: string
  copied: string
  copyFailed: string
  done: string
}

interface SecretDialogProps {
  /** The whole secret, as its call answered it; the dialog is open while it is set. */
  secret: string | null
  texts: SecretDialogTexts
  testId: string
  onClose: () => void
}

/**
 * Shows a new secret (an API key, a merchant's secret key) the one time it exists in the
 * console, with the copy button in focus. The secret lives only in the caller's state.
 */
export function SecretDialog({ secret, texts, testId, onClose }: SecretDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  useFocusLayer({ plainKeys: false, active: secret !== null })
  const copy = async () => {
    if (!secret) return
    try {
      await navigator.clipboard.writeText(secret)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  const close = () => {
    setCopied(null)
    onClose()
  }
  return (
    <Dialog open={secret !== null} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[15vh]">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900" data-testid={testId}>
          <DialogTitle className="mb-2 text-lg font-semibold">{texts.title}</DialogTitle>
          <p className="text-sm text-slate-600 dark:text-slate-300">{texts.once}</p>
          <output dir="ltr" className="mt-3 block select-all break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-sm dark:bg-slate-800" aria-label={texts.label}>
            {secret}
          </output>
          <p className="mt-2 min-h-5 text-xs text-slate-500" role="status">
            {copied === 'yes' ? texts.copied : copied === 'failed' ? texts.copyFailed : ''}
          </p>
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="secondary" autoFocus onClick={() => void copy()}>
              {texts.copy}
            </Button>
            <Button onClick={close}>{texts.done}</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
