import type { CallDef } from '@domain/call'
import type { FilterFields } from '@domain/filters'
import type { Permission } from '@domain/permissions'
import type { ReactNode } from 'react'
import type { z } from 'zod'

/** A list call of the call table: it answers one keyset page `{ items, nextCursor }`, the first with `total` where counting is cheap. */
export type ListCall<Row> = CallDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType<{ items: Row[]; nextCursor: string | null; total?: number }>>

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
  /**
   * The level of the scope tree the column names (a row's space, group or merchant): the column
   * is left out for users whose scope holds only one of them, since every row would say the same.
   */
  scope?: ColumnScope
}

export type ColumnScope = 'space' | 'group' | 'merchant'

export interface BulkAction<Row> {
  id: string
  /** i18n key or plain text. */
  label: string
  permission?: Permission
  run: (rows: Row[]) => void | Promise<void>
}

export type WorkspaceSearch = Record<string, unknown>

/** A filter the list applies while the user gives none (the last month), shown as a removable chip. */
export interface ListDefault {
  id: string
  /** i18n key or plain text. */
  label: string
  onRemove: () => void
}

/** The rows selected in the list on screen, registered in focus as `selection` for bulk commands. */
export interface WorkspaceSelection<Row = unknown> {
  /** The list's id (`transactions`). */
  kind: string
  rows: Row[]
}

export interface ListWorkspaceProps<Row> {
  /** Remembers columns, sort and pane size per user under this name, and picks the filter help of this list. */
  id: string
  call: ListCall<Row>
  /** Path params of the list call, if any. */
  params?: Record<string, string | number>
  /** The route's validated search params: the list's filters. */
  search: WorkspaceSearch
  onSearchChange: (next: WorkspaceSearch) => void
  fields: FilterFields
  /** Defaults in force, each a chip beside the bar rather than terms in it. */
  defaults?: readonly ListDefault[]
  /** What the list call gets beyond the bar's filters: a default's bounds, or an open bound once it is removed. */
  implicit?: WorkspaceSearch
  columns: readonly WorkspaceColumn<Row>[]
  rowKey: (row: Row) => string
  /** Enter or click: opens the row's detail (a child route). */
  onOpen: (row: Row) => void
  /** The row the cursor moved to (j/k, arrows): its record can start loading before Enter. */
  onCursor?: (row: Row) => void
  /** The row whose detail is open. */
  selectedKey?: string
  /** Closes the detail; by default the workspace goes to its own route with the same search. */
  onClose?: () => void
  bulkActions?: readonly BulkAction<Row>[]
  /** Id of the server-side exportable list; no export menu without it. */
  exportList?: string
  /** What the export must add to the list's filters to stay the same list (the parent of a child list). */
  exportQuery?: Record<string, string>
  /** i18n key or text of the screen title. */
  title?: string
  /** Buttons shown beside the title ("New"). */
  actions?: ReactNode
  /** The detail pane. */
  children?: ReactNode
}

/** The workspace implements the controller commands/ declares for its list keys. */
export type { WorkspaceController } from '@commands/workspace-controller'
