import { mgroupCalls } from '@domain/calls/mgroup'
import type { MerchantGroup } from '@domain/entities/mgroup'
import { useQueryClient } from '@tanstack/react-query'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { mgroup } from '../../api/mgroup'
import { formatFileSize } from '../../lib/formats'
import { showSuccess } from '../../session/alert-store'
import { ImageUpload, MAX_IMAGE_BYTES } from '../../ui/ImageUpload'
import { Section } from '../../ui/record-parts'

/** A group's logo, or its initials while it has none. */
export function GroupLogoImage({ group, size }: { group: Pick<MerchantGroup, 'logoUrl' | 'displayName' | 'name'>; size: 'small' | 'large' }) {
  const { t } = useTranslation('mgroup')
  const box = size === 'small' ? 'size-7 text-[10px]' : 'size-20 text-lg'
  if (group.logoUrl)
    return <img src={group.logoUrl} alt={t('logo.alt', { group: group.displayName })} className={`${box} rounded bg-white object-contain`} />
  return (
    <span aria-hidden="true" className={`${box} inline-flex items-center justify-center rounded bg-slate-200 font-semibold text-slate-600 dark:bg-slate-700 dark:text-slate-200`}>
      {(group.displayName || group.name).slice(0, 2).toUpperCase()}
    </span>
  )
}

interface GroupLogoProps {
  group: MerchantGroup
  canWrite: boolean
  /** The file input, so the upload command can open its chooser. */
  inputRef: RefObject<HTMLInputElement | null>
}

/** The group's logo and, for writers, a file input that uploads the chosen image at once. */
export function GroupLogo({ group, canWrite, inputRef }: GroupLogoProps) {
  const { t, i18n } = useTranslation('mgroup')
  const queryClient = useQueryClient()
  const upload = async (file: File) => {
    const form = new FormData()
    form.append('file', file)
    await callApi(mgroupCalls.uploadLogo, { params: { group: group.name }, body: form })
    showSuccess(t('logo.saved', { group: group.displayName }))
    await mgroup.refresh(queryClient)
  }
  return (
    <Section title={t('logo.title')}>
      <ImageUpload
        label={group.logoUrl ? t('logo.replace') : t('logo.choose')}
        current={<GroupLogoImage group={group} size="large" />}
        previewAlt={t('logo.preview')}
        previewClassName="size-20 rounded bg-white object-contain opacity-60"
        upload={upload}
        hint={t('logo.hint', { size: formatFileSize(MAX_IMAGE_BYTES, i18n.language) })}
        accept="image/png,image/jpeg,image/webp,image/gif"
        canUpload={canWrite}
        inputRef={inputRef}
      />
    </Section>
  )
}
