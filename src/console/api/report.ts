import { reportCalls } from '@domain/calls/report'
import type { CustomReportDefinition, SpaceDailyReport } from '@domain/entities/report'
import { dailyReportFilterFields } from '@domain/filters/report'
import { callApi } from './client'
import { callQuery } from './call-query'
import { defineRecordKind, numericId } from './record-kind'

/**
 * A space's daily reports, files a job writes each day; the URL names one by its space and id
 * (`/dailyReports/acme/42`), as its calls do.
 */
export const dailyReports = defineRecordKind({
  kind: 'dailyReport',
  calls: { list: reportCalls.list, get: reportCalls.get },
  filters: dailyReportFilterFields,
  idOf: (row: SpaceDailyReport) => row.reportId,
  parseId: numericId,
  params: (reportId, route) => ({ space: route.space ?? '', reportId }),
  idParams: { space: (row: SpaceDailyReport) => row.space },
  version: (row: SpaceDailyReport) => `${row.state}|${row.fileSize ?? ''}`,
  // A job writes reports; the console only reads them.
  history: false,
})

/** A short-lived link to a report's file, asked for at the moment of the download (it is audited). */
export function reportFileUrl(space: string, reportId: number): Promise<string> {
  return callApi(reportCalls.presignUrl, { params: { space, reportId } }).then((answer) => answer.url)
}

export const customReportKeys = {
  all: ['customreport'] as const,
  run: (space: string, definition: CustomReportDefinition) => [...customReportKeys.all, space, definition] as const,
}

/** A custom report's answer for a definition, saved or as adjusted on the screen. */
export const customReportQueryOptions = (space: string, definition: CustomReportDefinition) =>
  callQuery(customReportKeys.run(space, definition), reportCalls.runCustom, { params: { space }, body: definition }, { staleTime: 60_000 })
