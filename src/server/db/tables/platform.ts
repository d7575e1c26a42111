import type { Generated, Selectable } from 'kysely'
import type { Json, NullableTimestamp, Timestamp } from './columns'

export interface JobTable {
  id: Generated<number>
  kind: string
  /** QUEUED, PROCESSING, COMPLETED or FAILED. */
  state: Generated<string>
  payload: Json<Record<string, unknown>>
  result: Json<Record<string, unknown>>
  progress: Generated<number>
  attempts: Generated<number>
  error: string | null
  run_at: Timestamp
  locked_by: string | null
  locked_at: NullableTimestamp
  /** Until when the process in `locked_by` holds a PROCESSING job; another takes it over after. */
  locked_until: NullableTimestamp
  created_by: string | null
  created_at: Timestamp
  updated_at: Timestamp
  completed_at: NullableTimestamp
}

export interface EmailTemplateCollectionTable {
  id: Generated<number>
  space_id: number
  name: string
  description: Generated<string>
  is_default: Generated<boolean>
  is_system: Generated<boolean>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface EmailTemplateTable {
  id: Generated<number>
  collection_id: number
  space_id: number
  /** A message template type or an email type. */
  type: string
  locale: Generated<string>
  subject: string
  body_html: string
  body_text: string
  created_at: Timestamp
  updated_at: Timestamp
}

export interface SavedSearchTable {
  id: Generated<number>
  user_id: number
  name: string
  /** The console URL of the view, filters in its query. */
  url: string
  created_at: Timestamp
  updated_at: Timestamp
}

export type Job = Selectable<JobTable>
export type SavedSearch = Selectable<SavedSearchTable>
