import type { RefObject } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type AssetKind, assetAccept } from './asset-file'
import { useAssetUpload } from './use-asset-upload'

interface AssetUploadProps {
  kind: AssetKind
  merchant: string
  /** The address now in the form, shown (a logo as an image). */
  url: string
  inputRef: RefObject<HTMLInputElement | null>
  onUploaded: (url: string) => void
}

/** A file chooser that uploads the paywall's logo or stylesheet and saves its address, with the upload's progress. */
export function AssetUpload({ kind, merchant, url, inputRef, onUploaded }: AssetUploadProps) {
  const { t } = useTranslation('merchant')
  const id = useId()
  const { upload, phase, error } = useAssetUpload(merchant, kind, onUploaded)
  const pending = upload.isPending

  return (
    <div className="space-y-1" data-testid={`${kind}-upload`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {t(`upload.label.${kind}`)}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={assetAccept[kind]}
        disabled={pending}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared so that choosing the same file again uploads it again.
          event.target.value = ''
          if (file) upload.mutate(file)
        }}
        className="block w-full text-sm text-slate-700 file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand dark:text-slate-200 dark:file:bg-slate-800"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        {t(`upload.hint.${kind}`)}
      </p>
      {phase && (
        <div role="status" className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
          <span>{phase.step === 'uploading' ? t('upload.uploading', { percent: Math.round(phase.sent * 100) }) : t(`upload.${phase.step}`)}</span>
          {phase.step === 'uploading' && <progress className="h-1.5 w-32" max={1} value={phase.sent} aria-label={t(`upload.label.${kind}`)} />}
        </div>
      )}
      {error && !pending && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
      {url &&
        (kind === 'logo' ? (
          <img src={url} alt={t('upload.logoPreview')} className="mt-1 max-h-16 max-w-full rounded border border-slate-200 bg-white p-1 dark:border-slate-700" />
        ) : (
          <a href={url} target="_blank" rel="noopener noreferrer" className="block truncate text-xs text-brand underline" dir="ltr">
            {t('upload.openStylesheet')}
          </a>
        ))}
    </div>
  )
}
