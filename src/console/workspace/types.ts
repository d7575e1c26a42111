import type { FocusKind } from '@commands/focus'
import type { CallDef } from '@domain/call'
import type { ExportableList } from '@domain/calls/export'
import type { FilterFields } from '@domain/filters'
import type { Permission } from '@domain/permissions'
import type { ReactNode } from 'react'
import type { BoundCommand } from '../palette/use-command'
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
  /** What the column shows, which gives its default width (`columnKindWidths`); the last visible column takes what is left. */
  kind: ColumnKind
  /** Hidden until chosen in the column chooser. */
  hidden?: boolean
  /**
   * The level of the scope tree the column names (a row's space, group or merchant): the column
   * is left out for users whose scope holds only one of them, since every row would say the same.
   */
  scope?: ColumnScope
  /**
   * The part of a phone's card the column fills, declared where its kind does not say it (see
   * `cardColumns`): below the drawer's breakpoint a row is a card, not a table row.
   */
  card?: CardPart
}

export type ColumnScope = 'space' | 'group' | 'merchant'

/**
 * What a column's cells hold: `time` an instant (its zone named once, in the header), `date` a
 * day, `id` a short identifier, `token` a long one (a card hash), `code` a few letters (currency,
 * country, BIN), `enum` a value as stored (`SANDBOX`), `count` a number, `amount` money,
 * `status` a badge, `label` a value in words (an event's type), `boolean` a yes or no, `name` a
 * name or account, `email` an address, `text` free text or a list, `image` a small picture.
 */
export type ColumnKind = 'time' | 'date' | 'id' | 'token' | 'code' | 'enum' | 'count' | 'amount' | 'status' | 'label' | 'boolean' | 'name' | 'email' | 'text' | 'image'

/** A phone's card: the row's primary value and its amount, then its status, one more detail and its time. */
export const cardParts = ['primary', 'amount', 'status', 'detail', 'time'] as const
export type CardPart = (typeof cardParts)[number]

export interface BulkAction<Row> {
  id: string
  /** i18n key or plain text. */
  label: string
  permission?: Permission
  run: (rows: Row[]) => void | Promise<void>
}

export type WorkspaceSearch = Record<string, unknown>

/**
 * A filter the list applies while the user gives none, shown as a removable chip: a default (the
 * last month), or the context of the record open beside the list (its customer).
 */
export interface ListDefault {
  id: string
  /** i18n key or plain text. */
  label: string
  /** Why the filter is in force, which the chip says; a default unless told. */
  reason?: 'default' | 'record'
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
  /**
   * The kind of record the rows are, when its commands act on the row under the cursor too: that
   * row is in focus as the kind while no record is open (`d` downloads a daily report from its row).
   */
  rowFocus?: FocusKind
  /** Closes the detail; by default the workspace goes to its own route with the same search. */
  onClose?: () => void
  bulkActions?: readonly BulkAction<Row>[]
  /** Id of the server-side exportable list; no export menu without it. */
  exportList?: ExportableList
  /** What the export must add to the list's filters to stay the same list (the parent of a child list). */
  exportQuery?: Record<string, string>
  /** i18n key or text of the screen title. */
  title?: string
  /** Buttons shown beside the title ("New"). */
  actions?: ReactNode
  /** The list's new-record command, which an empty list offers with its key. */
  create?: BoundCommand
  /** The detail pane. */
  children?: ReactNode
}

/** The workspace implements the controller commands/ declares for its list keys. */
export type { WorkspaceController } from '@commands/workspace-controller'
