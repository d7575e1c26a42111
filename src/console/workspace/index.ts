export { workspaceKeys } from './list-logic'
export { ListWorkspace } from './ListWorkspace'
export type { BulkAction, ListCall, ListWorkspaceProps, WorkspaceColumn, WorkspaceController, WorkspaceSearch } from './types'
export { type KindPane, RecordKindDetail, RecordKindList, useKindEditor, useKindRecord, useKindRemove } from './RecordKindScreens'
