import { standingErrors } from '@console/ui/form-errors'
import { describe, expect, it } from 'vitest'

const refused = { fields: { name: ['Name taken'], priority: ['Too high'], url: ['Too long'] }, other: ['Not saved'] }

describe("a dialog's refused fields", () => {
  it('keeps every error while the values are those sent', () => {
    expect(standingErrors(refused, { name: 'a', priority: '2000' }, { name: 'a', priority: '2000' })).toEqual(refused)
  })

  it("drops a field's errors once its value changed, and only that field's", () => {
    expect(standingErrors(refused, { name: 'a', priority: '2000' }, { name: 'b', priority: '2000' })).toEqual({
      fields: { priority: ['Too high'], url: ['Too long'] },
      other: ['Not saved'],
    })
  })

  it('keeps the errors of what the form does not edit, and those of a call sent without values', () => {
    expect(standingErrors(refused, { name: 'a' }, { name: 'b' }).fields.url).toEqual(['Too long'])
    expect(standingErrors(refused, undefined, { name: 'b' })).toEqual(refused)
  })
})
