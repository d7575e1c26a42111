import { cardColumns } from '@console/workspace/list-logic'
import type { CardPart, WorkspaceColumn } from '@console/workspace/types'
import { describe, expect, it } from 'vitest'

type Row = { id: string }
const column = (id: string, card?: CardPart): WorkspaceColumn<Row> => ({ id, header: id, kind: 'text', cell: (row) => row.id, card })
const parts = (columns: WorkspaceColumn<Row>[]) => cardColumns(columns).map(({ column, part }) => `${part}:${column.id}`)

describe("a phone's card of a list row", () => {
  it('reads the amount, status and time from the column ids, and a declared primary value', () => {
    const transactions = [column('created'), column('merchant'), column('id', 'primary'), column('amount'), column('status'), column('type')]
    expect(parts(transactions)).toEqual(['primary:id', 'amount:amount', 'status:status', 'detail:merchant', 'time:created'])
  })

  it('takes the first columns left as the primary value and the detail when none is declared', () => {
    expect(parts([column('name'), column('space'), column('description'), column('state')])).toEqual(['primary:name', 'status:state', 'detail:space'])
  })

  it('fills each part once: a second status column, or a declared part already filled, stays off the card', () => {
    expect(parts([column('code'), column('status'), column('state'), column('reason', 'status'), column('text')])).toEqual([
      'primary:code',
      'status:reason',
      'detail:text',
    ])
  })

  it('declares the time where the id does not name it', () => {
    expect(parts([column('reportDate', 'time'), column('merchant')])).toEqual(['primary:merchant', 'time:reportDate'])
  })
})
