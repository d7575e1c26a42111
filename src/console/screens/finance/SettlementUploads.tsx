import type { SettlementUpload } from '@domain/entities/finance'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { settlementUploadQueryOptions, settlementUploadsQueryOptions } from '../../api/finance'
import { formatFileSize } from '../../lib/formats'
import { Button } from '../../ui/Button'
import { Skeleton } from '../../ui/Card'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { workspaceKeys } from '../../workspace'

/** A progress value as the spec shows it: clamped to 0-100. */
export const clampProgress = (value: number) => Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)))

/** The job's progress through the file: a bar 4 pixels high, as the spec draws it. */
export function UploadProgress({ upload }: { upload: SettlementUpload }) {
  const { t } = useTranslation('finance')
  const percent = clampProgress(upload.progress)
  return (
    <div
      role="progressbar"
      aria-label={t('settlement.uploads.progress', { file: upload.fileName })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
    >
      <div className={`h-full ${upload.state === 'FAILED' ? 'bg-error' : 'bg-brand'}`} style={{ width: `${percent}%` }} />
    </div>
  )
}

/** Where an upload or the list will be: a placeholder (`skeleton`, its height) while it loads, or why it could not be. */
function Loading({ query, skeleton }: { query: { isPending: boolean; isError: boolean }; skeleton: string }) {
  const { t } = useTranslation('finance')
  if (query.isPending) return <Skeleton className={skeleton} />
  if (!query.isError) return null
  return (
    <p role="alert" className="text-sm text-error">
      {t('settlement.uploads.loadError')}
    </p>
  )
}

function UploadFigures({ upload }: { upload: SettlementUpload }) {
  const { t } = useTranslation('finance')
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300" dir="auto">
      {t('settlement.uploads.figures', { rows: upload.totalRows, success: upload.successRows, error: upload.errorRows, invalid: upload.invalidRows })}
    </p>
  )
}

/** One upload in full: the one whose rows the list shows. */
function ChosenUpload({ space, uploadId, onClear }: { space: string; uploadId: number; onClear: () => void }) {
  const { t, i18n } = useTranslation('finance')
  const upload = useQuery(settlementUploadQueryOptions(space, uploadId))
  const queryClient = useQueryClient()
  // The list shows this upload's rows: each batch the job commits adds some, until it ends.
  const version = upload.data ? `${upload.data.totalRows}|${upload.data.state}` : undefined
  useEffect(() => {
    if (version !== undefined) void queryClient.invalidateQueries({ queryKey: workspaceKeys.list('settlement') })
  }, [version, queryClient])
  return (
    <section aria-labelledby="settlement-upload-title" className="space-y-2 border-b border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-center gap-2">
        <h2 id="settlement-upload-title" className="me-auto font-semibold">
          {t('settlement.uploads.chosen', { id: uploadId })}
        </h2>
        <Button variant="secondary" onClick={onClear}>
          {t('settlement.uploads.all')}
        </Button>
      </div>
      <Loading query={upload} skeleton="h-16" />
      {upload.data && (
        <div className="space-y-2" data-testid="settlement-upload">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <StatusBadge status={upload.data.state} />
            <span className="font-medium" dir="auto">
              {upload.data.fileName}
            </span>
            <span className="text-slate-500" dir="ltr">
              {upload.data.gateway} · {formatFileSize(upload.data.fileSize, i18n.language)}
            </span>
          </p>
          <UploadProgress upload={upload.data} />
          <UploadFigures upload={upload.data} />
          {upload.data.error && (
            <p role="alert" className="text-sm text-error">
              {t('settlement.uploads.failed', { rows: upload.data.totalRows, error: upload.data.error })}
            </p>
          )}
        </div>
      )}
    </section>
  )
}

interface SettlementUploadsProps {
  space: string
  /** The upload whose rows the list shows, if one is chosen. */
  uploadId?: number
  onChoose: (upload: SettlementUpload) => void
  onClear: () => void
}

/** The space's newest uploads with their state and progress, followed while a job reads one. */
export function SettlementUploads({ space, uploadId, onChoose, onClear }: SettlementUploadsProps) {
  const { t, i18n } = useTranslation('finance')
  const uploads = useQuery(settlementUploadsQueryOptions(space))
  return (
    <div className="h-full overflow-y-auto">
      {uploadId !== undefined && <ChosenUpload space={space} uploadId={uploadId} onClear={onClear} />}
      <section aria-labelledby="settlement-uploads-title" className="space-y-2 p-4">
        <h2 id="settlement-uploads-title" className="font-semibold">
          {t('settlement.uploads.title')}
        </h2>
        <Loading query={uploads} skeleton="h-24" />
        {uploads.data?.items.length === 0 && <p className="text-sm text-slate-500">{t('settlement.uploads.empty')}</p>}
        <ul className="space-y-2">
          {uploads.data?.items.map((upload) => (
            <li key={upload.id}>
              <button
                type="button"
                aria-current={upload.id === uploadId ? 'true' : undefined}
                className="w-full space-y-1.5 rounded-md border border-slate-200 p-2 text-start hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand aria-[current=true]:border-brand dark:border-slate-700 dark:hover:bg-slate-800"
                onClick={() => onChoose(upload)}
              >
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <StatusBadge status={upload.state} />
                  <span className="me-auto truncate font-medium" dir="auto">
                    {upload.fileName}
                  </span>
                  <span className="text-xs text-slate-500" dir="ltr">
                    {upload.gateway} · {formatFileSize(upload.fileSize, i18n.language)}
                  </span>
                </span>
                <UploadProgress upload={upload} />
                <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <Time value={upload.created} />
                  <span>{t('settlement.uploads.by', { user: upload.uploadedBy ?? '—' })}</span>
                </span>
                <UploadFigures upload={upload} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
