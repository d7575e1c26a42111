import { useMutation } from '@tanstack/react-query'
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../lib/formats'
import { Button } from './Button'
import { FieldErrors } from './Field'
import { formErrorsOf } from './form-errors'

/** The server refuses larger images. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

interface ImageUploadProps {
  /** The file input's label. */
  label: string
  /** The stored image (or what stands for it), shown until another is chosen. */
  current: ReactNode
  previewAlt: string
  /** Size and shape of the chosen image's preview, those of the stored one. */
  previewClassName: string
  /** Sends the chosen image; its errors show beside the input. */
  upload: (file: File) => Promise<unknown>
  /** With it, a button of this label sends the chosen image; without it, the image is sent as soon as it is chosen. */
  sendLabel?: string
  hint?: string
  accept?: string
  /** Without it only the image shows. */
  canUpload?: boolean
  /** The file input, so a command can open its chooser. */
  inputRef?: Ref<HTMLInputElement>
}

/** Pick an image, see it, upload it: a labelled file input with the preview, the upload's progress and its errors beside it. */
export function ImageUpload({ label, current, previewAlt, previewClassName, upload, sendLabel, hint, accept = 'image/*', canUpload = true, inputRef }: ImageUploadProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<string>()
  // Remounting the input empties it once its file has been uploaded.
  const [inputKey, setInputKey] = useState(0)

  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  const send = useMutation({
    mutationFn: upload,
    onSuccess: () => {
      setFile(null)
      setInputKey((key) => key + 1)
    },
  })

  const choose = (chosen: File | undefined) => {
    send.reset()
    if (!chosen) return setFile(null)
    if (!chosen.type.startsWith('image/')) return setProblem(t('imageUpload.notImage'))
    if (chosen.size > MAX_IMAGE_BYTES) return setProblem(t('imageUpload.tooLarge', { size: formatFileSize(MAX_IMAGE_BYTES, i18n.language) }))
    setProblem(undefined)
    setFile(chosen)
    if (!sendLabel) send.mutate(chosen)
  }

  const errors = [...(problem ? [problem] : []), ...formErrorsOf(send.error, []).other]
  const status = send.isPending && file ? t('imageUpload.uploading', { file: file.name }) : file ? `${file.name} · ${formatFileSize(file.size, i18n.language)}` : hint
  return (
    <div className="flex flex-wrap items-center gap-4" aria-busy={send.isPending}>
      {preview ? <img src={preview} alt={previewAlt} className={previewClassName} /> : current}
      {canUpload && (
        <div className="space-y-2">
          <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
            {label}
          </label>
          <input
            key={inputKey}
            ref={inputRef}
            id={id}
            type="file"
            accept={accept}
            disabled={send.isPending}
            aria-describedby={[status ? `${id}-status` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
            aria-invalid={errors.length ? true : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
            className="block text-sm file:me-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-1.5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand dark:file:bg-slate-700"
          />
          {status && (
            <p id={`${id}-status`} className="text-xs text-slate-500" role="status">
              {status}
            </p>
          )}
          <FieldErrors id={id} errors={errors} />
          {sendLabel && (
            <Button variant="secondary" disabled={!file} pending={send.isPending} onClick={() => file && send.mutate(file)}>
              {sendLabel}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
