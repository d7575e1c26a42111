import type { JobKind } from '@domain/enums'
import type { JobHandler } from '../job-queue'
import { auditRetentionJob } from './audit-retention'
import { dailyReportJob } from './daily-report-job'
import { settlementUploadJob } from './settlement-job'

/** What runs each kind of job. */
export const jobHandlers: Record<JobKind, JobHandler> = {
  SETTLEMENT_UPLOAD: settlementUploadJob,
  DAILY_REPORT: dailyReportJob,
  AUDIT_RETENTION: auditRetentionJob,
}
