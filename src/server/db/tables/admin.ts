import type { Generated, Selectable } from 'kysely'
import type { Json, NullableTimestamp, Timestamp } from './columns'

/** One run of a system command: its input, progress and output. */
export interface SystemCommandRunTable {
  id: Generated<number>
  command: string
  params: Json<Record<string, string>>
  /** PROCESSING, COMPLETED or FAILED; at most one PROCESSING run per command. */
  state: Generated<string>
  progress: Generated<number>
  output: Generated<string>
  started_by: string
  started_at: Timestamp
  finished_at: NullableTimestamp
}

export type SystemCommandRun = Selectable<SystemCommandRunTable>
