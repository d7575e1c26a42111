import { type ExportableList, type ExportFileFormat, exportCalls } from '@domain/calls/export'
import { callApi } from '../api/client'

export interface ExportProgress {
  rows: number
  /** From `x-total-count`; null when the server did not say. */
  total: number | null
}

/** Rows are one a line in every format, after a CSV's header and a JSON array's opening bracket. */
function countRows(chunk: string): number {
  let lines = 0
  for (let index = chunk.indexOf('\n'); index !== -1; index = chunk.indexOf('\n', index + 1)) lines++
  return lines
}

const blobTypes: Record<ExportFileFormat, string> = { csv: 'text/csv', json: 'application/json', ndjson: 'application/x-ndjson' }

/**
 * Reads an export's stream (the answer of a raw export call), reporting rows as they arrive, and
 * hands back the file. The server streams page by page; the progress follows the rows read
 * against `x-total-count`.
 */
export async function readExport(response: Response, format: ExportFileFormat, fallbackName: string, onProgress: (progress: ExportProgress) => void): Promise<{ blob: Blob; filename: string }> {
  const totalHeader = response.headers.get('x-total-count')
  const total = totalHeader !== null && Number.isFinite(Number(totalHeader)) ? Number(totalHeader) : null
  const disposition = response.headers.get('content-disposition') ?? ''
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName
  // A CSV's header line and a JSON array's opening bracket are not rows; NDJSON has only rows.
  const notRows = format === 'ndjson' ? 0 : 1
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
      onProgress({ rows: Math.max(0, newlines - notRows), total })
    }
  }
  const blob = new Blob(parts, { type: blobTypes[format] })
  onProgress({ rows: total ?? Math.max(0, newlines - notRows), total })
  return { blob, filename }
}

/** Exports a list with its filters: the file of `export/{list}`, read as it streams. */
export async function downloadExport(
  list: ExportableList,
  format: ExportFileFormat,
  query: Record<string, string | number>,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const response = (await callApi(exportCalls.list, { params: { list }, query: { ...query, format }, signal })) as unknown as Response
  return readExport(response, format, `${list}.${format}`, onProgress)
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
