import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiCallError } from '../../api/client'
import { refreshMerchant } from '../../api/merchant'
import { AssetUploadError, configureMerchant, putAsset, signAssetUpload } from '../../api/merchant'
import { versionQueryOptions } from '../../api/system'
import { errorText } from '../../lib/error-text'
import { showError, showSuccess } from '../../session/alert-store'
import { type AssetKind, acceptsFile, assetContentType, assetFileName } from './asset-file'

/** Where an upload is: asking for a signed URL, sending the bytes (with the share sent), saving the address. */
export type UploadPhase = { step: 'signing' } | { step: 'uploading'; sent: number } | { step: 'saving' }

class RefusedFile extends Error {}

/**
 * The spec's asset upload: a signed URL from the configured signer for `merchant/{file}`, a PUT of
 * the file with its content type, then the returned address saved as the paywall's logo or
 * stylesheet. A failure is logged and shown; the previous address stays.
 */
export function useAssetUpload(merchant: string, kind: AssetKind, onUploaded: (url: string) => void) {
  const { t } = useTranslation('merchant')
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<UploadPhase | null>(null)

  const messageOf = (error: unknown): string => {
    if (error instanceof RefusedFile) return t(`upload.refusedFile.${kind}`)
    if (error instanceof AssetUploadError) return t(`upload.failed.${error.step}`, { status: error.status ?? '—' })
    if (isApiCallError(error)) return errorText(error)
    return t('upload.failed.unknown')
  }

  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (!acceptsFile(kind, file.name)) throw new RefusedFile()
      setPhase({ step: 'signing' })
      const { assetSignerUrl } = await queryClient.fetchQuery(versionQueryOptions())
      const signed = await signAssetUpload(assetSignerUrl, assetFileName(merchant, kind, file.name))
      setPhase({ step: 'uploading', sent: 0 })
      await putAsset(signed.uploadURL, file, assetContentType(kind, file), (sent) => setPhase({ step: 'uploading', sent }))
      setPhase({ step: 'saving' })
      const paywall = kind === 'logo' ? { logoUrl: signed.logoURL } : { stylesheetUrl: signed.logoURL }
      await configureMerchant(merchant, { configuration: { paywall } })
      return signed.logoURL
    },
    onSuccess: async (url) => {
      onUploaded(url)
      showSuccess(t(`upload.done.${kind}`))
      await refreshMerchant(queryClient, merchant)
    },
    onError: (error) => {
      console.error(`merchant ${kind} upload failed`, error)
      showError(messageOf(error))
    },
    onSettled: () => setPhase(null),
  })

  return { upload, phase, error: upload.error ? messageOf(upload.error) : null }
}
