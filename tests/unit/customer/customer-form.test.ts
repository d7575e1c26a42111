import { customerFormErrors, formatProperties, parseFlags, parseProperties } from '@console/screens/customer/customer-form'
import { describe, expect, it } from 'vitest'
import { fieldErrorsAnswer } from '../field-errors-answer'

describe('customer edit form', () => {
  it('reads properties one key=value per line, keeping booleans and plain numbers typed', () => {
    expect(parseProperties('vip=true\nsegment = gold \n\nvisits=12\nzip=01310\nnote=a=b')).toEqual({
      properties: { vip: true, segment: 'gold', visits: 12, zip: '01310', note: 'a=b' },
      problems: [],
    })
  })

  it('reports the lines without a key', () => {
    expect(parseProperties('ok=1\njust text\n=value').problems).toEqual([2, 3])
  })

  it('writes properties back as the editor shows them', () => {
    const text = formatProperties({ vip: true, visits: 12, segment: 'gold' })
    expect(parseProperties(text).properties).toEqual({ vip: true, visits: 12, segment: 'gold' })
  })

  it('reads fraud flags comma separated, each once', () => {
    expect(parseFlags(' chargeback, ,velocity,chargeback ')).toEqual(['chargeback', 'velocity'])
  })

  it('puts a server field error under the form field it belongs to', () => {
    const error = fieldErrorsAnswer([
      { field: 'fraud.flags.3', message: 'Enter at most 40 characters' },
      { field: 'trustLevel', message: 'Invalid option' },
      { field: 'personalInfo.phone', message: 'Invalid format' },
    ])
    expect(customerFormErrors(error, ['trustLevel', 'fraud.flags', 'properties'])).toEqual({
      fields: { 'fraud.flags': ['Enter at most 40 characters'], trustLevel: ['Invalid option'] },
      other: ['Invalid format'],
    })
  })
})
