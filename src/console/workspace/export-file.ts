import { type ExportableList, type ExportFileFormat, exportCalls } from '@domain/calls/export'
import { callApi } from '../api/client'

export interface ExportProgress {
  rows: number
  /** From `x-total-count`; null when the server did not say. */
  total: number | null
}

/** Rows are one a line in both formats (after the CSV header, between the JSON brackets). */
function countRows(chunk: string): number {
  let lines = 0
  for (let index = chunk.indexOf('\n'); index !== -1; index = chunk.indexOf('\n', index + 1)) lines++
  return lines
}

/**
 * Reads an export stream, reporting rows as they arrive, and hands back the file. The server
 * streams page by page; the progress bar follows the rows read against `x-total-count`.
 */
export async function downloadExport(
  list: ExportableList,
  format: ExportFileFormat,
  query: Record<string, string | number>,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const response = (await callApi(exportCalls.list, { params: { list }, query: { ...query, format }, signal })) as unknown as Response
  const totalHeader = response.headers.get('x-total-count')
  const total = totalHeader !== null && Number.isFinite(Number(totalHeader)) ? Number(totalHeader) : null
  const disposition = response.headers.get('content-disposition') ?? ''
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${list}.${format}`
  const parts: BlobPart[] = []
  let newlines = 0
  onProgress({ rows: 0, total })
  const reader = response.body?.getReader()
  if (reader) {
    const decoder = new TextDecoder()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parts.push(value)
      newlines += countRows(decoder.decode(value, { stream: true }))
      // CSV has a header line, JSON an opening bracket line: neither is a row.
      onProgress({ rows: Math.max(0, newlines - 1), total })
    }
  }
  const blob = new Blob(parts, { type: format === 'csv' ? 'text/csv' : 'application/json' })
  onProgress({ rows: total ?? Math.max(0, newlines - 1), total })
  return { blob, filename }
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
