import type { JobKind } from '@domain/enums'
import { settlementUploadJob } from '../modules/finance/settlement-job'
import { dailyReportJob } from '../modules/report/daily-report-job'
import type { JobHandler } from './queue'

/** What runs each kind of job. */
export const jobHandlers: Record<JobKind, JobHandler> = {
  SETTLEMENT_UPLOAD: settlementUploadJob,
  DAILY_REPORT: dailyReportJob,
}
