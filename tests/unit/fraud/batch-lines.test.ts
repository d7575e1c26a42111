import { csvCells, parseBatchLines } from '@console/screens/fraud/batch-lines'
import { describe, expect, it } from 'vitest'

describe('fraud block batch lines', () => {
  it('reads one value per line with the reason given for all, skipping blank lines', () => {
    expect(parseBatchLines('tok_aaaa1111bbbb\n\n  tok_cccc2222dddd  \n', 'chargeback ring')).toEqual([
      { line: 1, value: 'tok_aaaa1111bbbb', reason: 'chargeback ring' },
      { line: 3, value: 'tok_cccc2222dddd', reason: 'chargeback ring' },
    ])
  })

  it('reads CSV lines value,reason, where the line reason wins over the shared one', () => {
    expect(parseBatchLines('a@b.com,stolen identity\r\nc@d.com', 'shared')).toEqual([
      { line: 1, value: 'a@b.com', reason: 'stolen identity' },
      { line: 2, value: 'c@d.com', reason: 'shared' },
    ])
  })

  it('skips a first line naming the columns', () => {
    expect(parseBatchLines('value,reason\n10.0.0.1,bot', '')).toEqual([{ line: 2, value: '10.0.0.1', reason: 'bot' }])
  })

  it('keeps a quoted reason with commas and doubled quotes whole', () => {
    expect(csvCells('"tok,1","said ""hi"", then left"')).toEqual(['tok,1', 'said "hi", then left'])
    expect(parseBatchLines('tok_1,"fraud, confirmed"', '')[0]).toEqual({ line: 1, value: 'tok_1', reason: 'fraud, confirmed' })
  })

  it('marks lines that cannot be sent: no reason, no value, a repeated value, extra columns', () => {
    const lines = parseBatchLines('tok_1\n,why\ntok_2,why\ntok_2,again\ntok_3,a,b', '')
    expect(lines.map((line) => [line.line, line.problem])).toEqual([
      [1, 'reason'],
      [2, 'value'],
      [3, undefined],
      [4, 'duplicate'],
      [5, 'columns'],
    ])
  })
})
