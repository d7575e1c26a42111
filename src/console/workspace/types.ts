import type { CallDef } from '@domain/call'
import type { FilterFields } from '@domain/filters'
import type { Permission } from '@domain/permissions'
import type { ReactNode } from 'react'
import type { z } from 'zod'

/** A list call of the call table: it answers one keyset page `{ items, nextCursor }`. */
export type ListCall<Row> = CallDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType<{ items: Row[]; nextCursor: string | null }>>

export interface WorkspaceColumn<Row> {
  id: string
  /** i18n key (`transactions:columns.created`) or plain text. */
  header: string
  cell: (row: Row) => ReactNode
  /** The `sort` value the list call accepts for this column; sortable only when given. */
  sort?: string
  /** Width in pixels; the last visible column takes what is left. */
  width?: number
  /** Hidden until chosen in the column chooser. */
  hidden?: boolean
}

export interface BulkAction<Row> {
  id: string
  /** i18n key or plain text. */
  label: string
  permission?: Permission
  run: (rows: Row[]) => void | Promise<void>
}

export type WorkspaceSearch = Record<string, unknown>

export interface ListWorkspaceProps<Row> {
  /** Remembers columns, sort and pane size per user under this name. */
  id: string
  call: ListCall<Row>
  /** Path params of the list call, if any. */
  params?: Record<string, string | number>
  /** The route's validated search params: the list's filters. */
  search: WorkspaceSearch
  onSearchChange: (next: WorkspaceSearch) => void
  fields: FilterFields
  columns: readonly WorkspaceColumn<Row>[]
  rowKey: (row: Row) => string
  /** Enter or click: opens the row's detail (a child route). */
  onOpen: (row: Row) => void
  /** The row whose detail is open. */
  selectedKey?: string
  /** Closes the detail; by default the workspace goes to its own route with the same search. */
  onClose?: () => void
  bulkActions?: readonly BulkAction<Row>[]
  /** Id of the server-side exportable list; no export menu without it. */
  exportList?: string
  /** i18n key or text of the screen title. */
  title?: string
  /** Buttons shown beside the title ("New"). */
  actions?: ReactNode
  /** The detail pane. */
  children?: ReactNode
}

/**
 * What the workspace on screen offers the registry's commands: the keys of the list go
 * through commands (`j`, `/`, `x`...), which find the workspace in focus and call it.
 */
export interface WorkspaceController {
  focusFilter: () => void
  move: (delta: number) => void
  /** Whether Enter opens a row now (not while a button or link of the page has focus). */
  canOpen: () => boolean
  open: () => void
  /** Whether Esc has something to close. */
  canGoBack: () => boolean
  back: () => void
  /** `[` and `]`: the previous or next record, opened. */
  step: (delta: number) => void
  toggleSelect: () => void
  saveView: () => void
  exportAs: (format: 'csv' | 'json') => void
  canExport: boolean
}
