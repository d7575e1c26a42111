import type { Page } from '@domain/pagination'
import { CsvNumber, csvField, csvLine } from '@domain/csv'
import { exportChunks, flattenRow, spreadsheetRow } from '@server/exports'
import { describe, expect, it } from 'vitest'

async function collect(chunks: AsyncGenerator<string>): Promise<string> {
  let text = ''
  for await (const chunk of chunks) text += chunk
  return text
}

const pages: Page<unknown>[] = [
  { items: [{ id: 1, name: 'a', payment: { bin: '411111', last4: '1111' } }], nextCursor: 'c1' },
  { items: [{ id: 2, name: 'b, "c"', payment: { bin: null, last4: '2222' } }], nextCursor: null },
]
const nextPage = async (cursor: string) => (cursor === 'c1' ? pages[1]! : { items: [], nextCursor: null })

describe('export formats', () => {
  it('quotes CSV fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(null)).toBe('')
    expect(csvField(42)).toBe('42')
    expect(csvLine(['a', 1, true])).toBe('a,1,true\r\n')
  })

  it('keeps a spreadsheet from running a formula in text, but not in numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvField('@cmd')).toBe("'@cmd")
    expect(csvField('+1')).toBe("'+1")
    expect(csvField('\tcmd')).toBe("'\tcmd")
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`)
    // Text that starts like a number is still text: `-2+3+cmd|...` ran as a formula past the old check.
    expect(csvField('-2+3+cmd')).toBe("'-2+3+cmd")
    expect(csvField('-12.5')).toBe("'-12.5")
    expect(csvField(-3)).toBe('-3')
    expect(csvField(new CsvNumber('-12.50'))).toBe('-12.50')
  })

  it('flattens nested records into dotted columns', () => {
    expect(flattenRow({ a: 1, b: { c: 2, d: { e: 'x' } }, f: [1, 2] })).toEqual({ a: 1, 'b.c': 2, 'b.d.e': 'x', f: [1, 2] })
  })

  it('writes a CSV header and one line per row across pages', async () => {
    const text = await collect(exportChunks('csv', pages[0]!, nextPage))
    expect(text).toBe('id,name,payment.bin,payment.last4\r\n1,a,411111,1111\r\n2,"b, ""c""",,2222\r\n')
  })

  it('writes amounts beside a currency in major units and instants with the reader offset', () => {
    const row = {
      amount: 1099,
      currency: 'USD',
      refundedAmount: 0,
      instalments: 3,
      created: '2026-11-25T07:28:20.000Z',
      totals: [{ amount: 1500, currency: 'JPY' }, { amount: 1234, currency: 'BHD' }],
      payment: { cardBin: '411111', amount: 7 },
      note: '2026 was a year',
    }
    expect(spreadsheetRow(row, 'Asia/Tokyo')).toEqual({
      amount: new CsvNumber('10.99'),
      currency: 'USD',
      refundedAmount: new CsvNumber('0.00'),
      instalments: 3,
      created: '2026-11-25T16:28:20.000+09:00',
      totals: [{ amount: new CsvNumber('1500'), currency: 'JPY' }, { amount: new CsvNumber('1.234'), currency: 'BHD' }],
      // No currency beside it: not known to be money, left as it is.
      payment: { cardBin: '411111', amount: 7 },
      note: '2026 was a year',
    })
  })

  it('writes a CSV of amounts and times for spreadsheets, in the zone given', async () => {
    const page = { items: [{ id: 'tx1', amount: 1050, currency: 'EUR', created: '2026-03-29T00:30:00.000Z' }], nextCursor: null }
    const text = await collect(exportChunks('csv', page, nextPage, 'Europe/Berlin'))
    expect(text).toBe('id,amount,currency,created\r\ntx1,10.50,EUR,2026-03-29T01:30:00.000+01:00\r\n')
    const json = await collect(exportChunks('json', page, nextPage, 'Europe/Berlin'))
    expect(JSON.parse(json)).toEqual(page.items)
  })

  it('writes a negative amount as a number and text that starts like a formula neutralised, in the same row', async () => {
    const page = { items: [{ id: 'tx1', amount: -1250, currency: 'EUR', reference: '-1250', note: '=HYPERLINK("http://x")' }], nextCursor: null }
    const text = await collect(exportChunks('csv', page, nextPage))
    expect(text).toBe('id,amount,currency,reference,note\r\ntx1,-12.50,EUR,\'-1250,"\'=HYPERLINK(""http://x"")"\r\n')
  })

  it('writes a free-form map as one JSON cell, whatever keys each row has', async () => {
    const page = {
      items: [
        { id: 1, detail: { before: { name: 'a' } } },
        { id: 2, detail: { after: { amount: 1050, currency: 'EUR' } } },
      ],
      nextCursor: null,
    }
    const text = await collect(exportChunks('csv', page, nextPage, 'UTC', new Set(['detail'])))
    expect(text).toBe('id,detail\r\n1,"{""before"":{""name"":""a""}}"\r\n2,"{""after"":{""amount"":""10.50"",""currency"":""EUR""}}"\r\n')
  })

  it('writes a JSON array with one row per line across pages', async () => {
    const text = await collect(exportChunks('json', pages[0]!, nextPage))
    expect(text).toBe('[\n{"id":1,"name":"a","payment":{"bin":"411111","last4":"1111"}},\n{"id":2,"name":"b, \\"c\\"","payment":{"bin":null,"last4":"2222"}}\n]\n')
    expect(JSON.parse(text)).toHaveLength(2)
  })

  it('writes an empty JSON array and an empty CSV when nothing matches', async () => {
    const empty = { items: [], nextCursor: null }
    expect(JSON.parse(await collect(exportChunks('json', empty, nextPage)))).toEqual([])
    expect(await collect(exportChunks('csv', empty, nextPage))).toBe('')
  })
})
