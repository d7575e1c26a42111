import { authCalls } from '@domain/calls/auth'
import type { UserRecord } from '@domain/entities/user'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { formatFileSize } from '../../lib/formats'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { Button } from '../../ui/Button'
import { FormError } from '../../ui/Form'
import { formErrorsOf } from '../../ui/form-errors'

const MAX_AVATAR_BYTES = 2 * 1024 * 1024

/** Pick an image, see it, then upload it as multipart form data. */
export function AvatarUpload({ user }: { user: UserRecord }) {
  const { t } = useTranslation()
  const inputId = useId()
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

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData()
      form.append('file', chosen)
      return callApi(authCalls.uploadAvatar, { body: form })
    },
    onSuccess: ({ avatar }) => {
      const current = useSessionStore.getState().user
      if (current) useSessionStore.getState().setUser({ ...current, avatar })
      setFile(null)
      setInputKey((key) => key + 1)
      showSuccess(t('profile:avatar.saved'))
    },
  })

  const choose = (chosen: File | undefined) => {
    upload.reset()
    if (!chosen) return setFile(null)
    if (!chosen.type.startsWith('image/')) return setProblem(t('profile:avatar.notImage'))
    if (chosen.size > MAX_AVATAR_BYTES) return setProblem(t('profile:avatar.tooLarge', { size: formatFileSize(MAX_AVATAR_BYTES) }))
    setProblem(undefined)
    setFile(chosen)
  }

  const shown = preview ?? user.avatar
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="size-20 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        {shown && <img src={shown} alt={t('profile:avatar.preview')} className="size-full object-cover" />}
      </div>
      <div className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {t('profile:avatar.choose')}
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept="image/*"
          onChange={(e) => choose(e.target.files?.[0])}
          className="block text-sm file:me-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-1.5 dark:file:bg-slate-700"
        />
        {file && (
          <p className="text-xs text-slate-500">
            {file.name} · {formatFileSize(file.size)}
          </p>
        )}
        {problem && (
          <p className="text-sm text-error" role="alert">
            {problem}
          </p>
        )}
        <FormError messages={formErrorsOf(upload.error, []).other} />
        <Button variant="secondary" disabled={!file} pending={upload.isPending} onClick={() => file && upload.mutate(file)}>
          {t('profile:avatar.upload')}
        </Button>
      </div>
    </div>
  )
}
