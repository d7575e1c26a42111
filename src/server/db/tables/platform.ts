import type { Generated, Selectable } from 'kysely'
import type { Json, NullableTimestamp, Stamped, Timestamp } from './columns'

export interface JobTable extends Stamped {
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
  completed_at: NullableTimestamp
}

export interface EmailTemplateCollectionTable extends Stamped {
  id: Generated<number>
  space_id: number
  name: string
  description: Generated<string>
  is_default: Generated<boolean>
  is_system: Generated<boolean>
}

export interface EmailTemplateTable extends Stamped {
  id: Generated<number>
  collection_id: number
  space_id: number
  /** A message template type or an email type. */
  type: string
  locale: Generated<string>
  subject: string
  body_html: string
  body_text: string
}

export interface SavedSearchTable extends Stamped {
  id: Generated<number>
  user_id: number
  name: string
  /** The console URL of the view, filters in its query. */
  url: string
}

/** A row a write changed while its undo was captured: as it was (`before`) and as it became (`after`). */
export interface UndoRowTable {
  id: Generated<number>
  capture_id: number
  table_name: string
  before: Json<Record<string, unknown>> | null
  after: Json<Record<string, unknown>> | null
  /** A change no undo takes back (money, a message): the write is not undoable. */
  irreversible: Generated<boolean>
}

/** An undoable write, by its first audit event: who made it, with which permission, and its undo once done. */
export interface UndoActionTable {
  event_id: number
  capture_id: number
  user_id: number
  permission: string
  event_ids: Json<number[]>
  created_at: Timestamp
  undone_at: Date | null
  undo_event_id: number | null
}

export type SavedSearch = Selectable<SavedSearchTable>
