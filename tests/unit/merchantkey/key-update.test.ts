import { keyUpdateBody } from '@console/screens/merchantkey/key-update'
import { describe, expect, it } from 'vitest'

const expired = { expiresAt: '2020-03-01T09:30:00.000Z' }

describe('saving an edited merchant key', () => {
  it('leaves out an expiry the user did not change, so an expired key can be disabled or renamed', () => {
    const body = keyUpdateBody(expired, { name: ' Checkout ', status: 'DISABLED', expiresAt: '2020-03-01T10:30:00' }, 'Europe/Paris')
    expect(body).toEqual({ name: 'Checkout', status: 'DISABLED' })
    expect('expiresAt' in body).toBe(false)
  })

  it('leaves out an unchanged empty expiry', () => {
    expect(keyUpdateBody({ expiresAt: null }, { name: 'k', status: 'ACTIVE', expiresAt: '' }, 'UTC')).toEqual({ name: 'k', status: 'ACTIVE' })
  })

  it('sends a changed expiry, in the user time zone, for the server to check', () => {
    expect(keyUpdateBody(expired, { name: 'k', status: 'ACTIVE', expiresAt: '2020-02-01T10:30' }, 'Europe/Paris')).toEqual({
      name: 'k',
      status: 'ACTIVE',
      expiresAt: '2020-02-01T09:30:00Z',
    })
  })

  it('sends null when the user clears the expiry', () => {
    expect(keyUpdateBody(expired, { name: 'k', status: 'ACTIVE', expiresAt: '' }, 'UTC')).toEqual({ name: 'k', status: 'ACTIVE', expiresAt: null })
  })
})
