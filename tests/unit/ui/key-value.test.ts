import { focusAfterRemoval, keyValueRow, maskedRowsOf, rowsOf, rowsProblem, textsOf, valuesOf } from '@console/ui/key-value'
import { describe, expect, it } from 'vitest'

describe('values as key and value rows', () => {
  it('edits text as typed and other values as JSON, each row with an id of its own', () => {
    const rows = rowsOf({ mcc: '5411', retryOnTimeout: true, attempts: 3, routing: { region: 'eu' } })
    expect(rows.map((row) => [row.key, row.value])).toEqual([
      ['mcc', '5411'],
      ['retryOnTimeout', 'true'],
      ['attempts', '3'],
      ['routing', '{"region":"eu"}'],
    ])
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length)
  })

  it('gives back the same values when nothing was changed, types kept', () => {
    const values = { mcc: '5411', retryOnTimeout: true, attempts: 3, routing: { region: 'eu' }, flag: 'true' }
    expect(valuesOf(rowsOf(values))).toEqual(values)
  })

  it('reads an edited value by the type it had, and a new row as text', () => {
    const [retry, mcc] = rowsOf({ retryOnTimeout: true, mcc: '5411' })
    const read = valuesOf([{ ...retry!, value: 'false' }, { ...mcc!, value: '5999' }, keyValueRow(' descriptor ', '42')])
    expect(read).toEqual({ retryOnTimeout: false, mcc: '5999', descriptor: '42' })
  })

  it('keeps text that no longer reads as JSON as text', () => {
    const [attempts] = rowsOf({ attempts: 3 })
    expect(valuesOf([{ ...attempts!, value: 'three' }])).toEqual({ attempts: 'three' })
  })

  it('trims keys and values, and leaves out a row without a key', () => {
    expect(textsOf([keyValueRow(' merchantNumber ', ' M1 '), keyValueRow('', ''), keyValueRow('  ', '  ')])).toEqual({ merchantNumber: 'M1' })
    expect(valuesOf([keyValueRow(), keyValueRow('a', '1')])).toEqual({ a: '1' })
  })

  it('keeps a key whose value is empty', () => {
    expect(textsOf([keyValueRow('terminalId', '')])).toEqual({ terminalId: '' })
  })
})

describe('problems before sending', () => {
  it('refuses a value without a key, and a key given twice', () => {
    expect(rowsProblem([keyValueRow('a', '1'), keyValueRow('', '2')])).toEqual({ code: 'keyRequired' })
    expect(rowsProblem([keyValueRow('a', '1'), keyValueRow(' a ', '2')])).toEqual({ code: 'duplicateKey', key: 'a' })
    expect(rowsProblem([keyValueRow('a', '1'), keyValueRow('', '')])).toBeNull()
  })

  it('counts a stored masked value as a key in use', () => {
    expect(rowsProblem([...maskedRowsOf({ apiSecret: '••••1234' }), keyValueRow('apiSecret', 'y')])).toEqual({ code: 'duplicateKey', key: 'apiSecret' })
  })
})

describe('write-only values', () => {
  it('shows stored values only masked, with nothing typed', () => {
    expect(maskedRowsOf({ apiSecret: '••••1234' })).toEqual([{ id: expect.any(String), key: 'apiSecret', masked: '••••1234', value: '' }])
  })
})

describe('focus after a removal', () => {
  const rows = [keyValueRow('a'), keyValueRow('b'), keyValueRow('c')]

  it('goes to the row taking the removed one’s place, else to the one before', () => {
    expect(focusAfterRemoval(rows, 1)).toBe(rows[2]!.id)
    expect(focusAfterRemoval(rows, 2)).toBe(rows[1]!.id)
  })

  it('is null once no row is left', () => {
    expect(focusAfterRemoval([rows[0]!], 0)).toBeNull()
  })
})
