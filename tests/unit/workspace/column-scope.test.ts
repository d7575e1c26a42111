import { columnsInScope } from '@console/workspace/list-logic'
import type { ColumnScope, WorkspaceColumn } from '@console/workspace/types'
import { describe, expect, it } from 'vitest'

type Row = { id: string }
const column = (id: string, scope?: ColumnScope): WorkspaceColumn<Row> => ({ id, header: id, cell: (row) => row.id, kind: 'name', scope })
const columns = [column('name'), column('space', 'space'), column('group', 'group'), column('merchant', 'merchant')]
const ids = (list: WorkspaceColumn<Row>[]) => list.map((entry) => entry.id)

describe('list columns in the user scope', () => {
  it('keeps every column for a space user', () => {
    expect(ids(columnsInScope(columns, 'SPACE'))).toEqual(['name', 'space', 'group', 'merchant'])
  })

  it('drops the space and group columns for a group user, whose rows share both', () => {
    expect(ids(columnsInScope(columns, 'GROUP'))).toEqual(['name', 'merchant'])
  })

  it('drops the merchant column too for a merchant user, whose rows are all theirs', () => {
    expect(ids(columnsInScope(columns, 'MERCHANT'))).toEqual(['name'])
  })

  it('keeps every column while no user is known', () => {
    expect(ids(columnsInScope(columns, undefined))).toEqual(ids(columns))
  })
})
