import { authCalls } from '@domain/calls/auth'
import type { UserRecord } from '@domain/entities/user'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { ImageUpload } from '../../ui/ImageUpload'

/** The user's picture: pick an image, see it, then upload it with the button. */
export function AvatarUpload({ user }: { user: UserRecord }) {
  const { t } = useTranslation('auth')
  const upload = async (file: File) => {
    const form = new FormData()
    form.append('file', file)
    const { avatar } = await callApi(authCalls.uploadAvatar, { body: form })
    const current = useSessionStore.getState().user
    if (current) useSessionStore.getState().setUser({ ...current, avatar })
    showSuccess(t('avatar.saved'))
  }
  return (
    <ImageUpload
      label={t('avatar.choose')}
      current={
        <div className="size-20 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
          {user.avatar && <img src={user.avatar} alt={t('avatar.preview')} className="size-full object-cover" />}
        </div>
      }
      previewAlt={t('avatar.preview')}
      previewClassName="size-20 rounded-full object-cover"
      upload={upload}
      sendLabel={t('avatar.upload')}
    />
  )
}
