import type { ExportableList } from '@domain/calls/export'
import { useState } from 'react'
import { errorText } from '../lib/error-text'
import { showError } from '../session/alert-store'
import { downloadExport, type ExportProgress, saveFile } from './export-file'

/** The list's export as a file of its filters, one at a time, with its progress while it runs. */
export function useListExport(exportList: ExportableList | undefined, query: Record<string, string | number>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const runExport = async (format: 'csv' | 'json') => {
    if (!exportList || progress) return
    setProgress({ rows: 0, total: null })
    try {
      const file = await downloadExport(exportList, format, query, setProgress)
      saveFile(file.blob, file.filename)
    } catch (error) {
      showError(errorText(error as Error))
    } finally {
      setProgress(null)
    }
  }
  return { progress, runExport }
}
