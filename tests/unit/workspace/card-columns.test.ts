import { cardColumns } from '@console/workspace/list-logic'
import type { CardPart, ColumnKind, WorkspaceColumn } from '@console/workspace/types'
import { describe, expect, it } from 'vitest'

type Row = { id: string }
const column = (id: string, kind: ColumnKind = 'text', card?: CardPart): WorkspaceColumn<Row> => ({ id, header: id, kind, cell: (row) => row.id, card })
const parts = (columns: WorkspaceColumn<Row>[]) => cardColumns(columns).map(({ column, part }) => `${part}:${column.id}`)

describe("a phone's card of a list row", () => {
  it('reads the amount, status and time from the columns’ kinds, and a declared primary value', () => {
    const transactions = [column('created', 'time'), column('merchant'), column('id', 'id', 'primary'), column('amount', 'amount'), column('status', 'status'), column('type', 'label')]
    expect(parts(transactions)).toEqual(['primary:id', 'amount:amount', 'status:status', 'detail:merchant', 'time:created'])
  })

  it('takes the first columns left as the primary value and the detail when none is declared', () => {
    expect(parts([column('name'), column('space'), column('description'), column('state', 'status'), column('reportDate', 'date')])).toEqual([
      'primary:name',
      'status:state',
      'detail:space',
      'time:reportDate',
    ])
  })

  it('fills each part once: a second status column, or a declared part already filled, stays off the card', () => {
    expect(parts([column('code'), column('status', 'status'), column('state', 'status'), column('reason', 'label', 'status'), column('text')])).toEqual([
      'primary:code',
      'status:reason',
      'detail:text',
    ])
  })

  it('declares the time where the kind does not say it', () => {
    expect(parts([column('reportDate', 'text', 'time'), column('merchant')])).toEqual(['primary:merchant', 'time:reportDate'])
  })
})
