import type { DailyReportRef } from '@commands/report'
import { useMutation, useMutationState } from '@tanstack/react-query'
import { reportFileUrl } from '../../api/report'
import { errorText } from '../../lib/error-text'
import { useFocusRecordsStore } from '../../palette/focus-records'
import { useDialogAction } from '../../palette/screen-dialog'
import { showError } from '../../session/alert-store'

const downloadKey = (reportId: number | undefined) => ['report', 'download', reportId] as const

/** Opens a link the browser downloads (the file route answers it as an attachment), without leaving the console. */
function openDownload(url: string) {
  const link = document.createElement('a')
  link.href = url
  link.rel = 'noopener'
  link.download = ''
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * The download command's one action, run by the list screen: the daily report in focus, open
 * beside the list or under its cursor, is downloaded through a link asked for at that moment
 * (it lives 5 minutes and the asking is audited).
 */
export function useReportDownload(): void {
  const report = useFocusRecordsStore((state) => state.records.dailyReport)
  const download = useMutation({
    mutationKey: downloadKey(report?.reportId),
    mutationFn: (target: DailyReportRef) => reportFileUrl(target.space, target.reportId),
    onSuccess: openDownload,
    onError: (error) => showError(errorText(error)),
  })
  useDialogAction(
    'download',
    () => {
      if (report) download.mutate(report)
    },
    report?.state === 'COMPLETED',
  )
}

/** Whether a report's file is being asked for now, for its pane to say so. */
export function useDownloadPending(reportId: number): boolean {
  return useMutationState({ filters: { mutationKey: downloadKey(reportId), status: 'pending' } }).length > 0
}
