import { describe, expect, it } from 'vitest'
import { checkNewPassword, isFirstLogin, isPasswordExpired, isPasswordExpiring } from '../../../src/console/lib/password-rules'

const DAY = 24 * 60 * 60 * 1000
const now = Date.parse('2024-05-15T12:00:00Z')
const user = (expiresInMs: number, created = '2024-01-01T00:00:00Z') => ({ passwordExpiration: new Date(now + expiresInMs).toISOString(), created })

describe('password expiry', () => {
  it('is expiring with under 7 days left', () => {
    expect(isPasswordExpiring(user(6 * DAY), now)).toBe(true)
    expect(isPasswordExpiring(user(7 * DAY), now)).toBe(false)
    expect(isPasswordExpiring(user(30 * DAY), now)).toBe(false)
  })
  it('is expired at or below zero, and then no longer "expiring"', () => {
    expect(isPasswordExpired(user(0), now)).toBe(true)
    expect(isPasswordExpired(user(-DAY), now)).toBe(true)
    expect(isPasswordExpired(user(1000), now)).toBe(false)
    expect(isPasswordExpiring(user(0), now)).toBe(false)
  })
  it('detects a first login when created equals the password expiry', () => {
    expect(isFirstLogin({ created: '2024-05-01T10:00:00.000Z', passwordExpiration: '2024-05-01T10:00:00Z' })).toBe(true)
    expect(isFirstLogin({ created: '2024-05-01T10:00:00Z', passwordExpiration: '2024-07-30T10:00:00Z' })).toBe(false)
  })
})

describe('new password check', () => {
  it('applies the length, letters-and-digits and confirmation rules', () => {
    expect(checkNewPassword('', '')).toEqual({ password: 'required', confirmation: 'required' })
    expect(checkNewPassword('short1', 'short1')).toEqual({ password: 'tooShort' })
    expect(checkNewPassword('onlyletterslong', 'onlyletterslong')).toEqual({ password: 'lettersAndDigits' })
    expect(checkNewPassword('123456789012', '123456789012')).toEqual({ password: 'lettersAndDigits' })
    expect(checkNewPassword('Console-Demo-2', 'Console-Demo-3')).toEqual({ confirmation: 'mismatch' })
    expect(checkNewPassword('Console-Demo-2', 'Console-Demo-2')).toEqual({})
  })
})
