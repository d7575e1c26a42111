import { describe, expect, it } from 'vitest'
import { catalogueAction } from '../../../src/console/lib/error-catalogue'
import { bucketErrors, errorText } from '../../../src/console/lib/error-text'
import { formErrorsOf } from '../../../src/console/ui/form-errors'
import { fieldErrorsAnswer } from '../field-errors-answer'

describe('error text of a failed call', () => {
  it('uses the errors list first, with the status text in brackets', () => {
    const text = errorText({
      status: 400,
      statusText: 'Bad Request',
      body: { errorCode: 'VALIDATION_FAILED', message: 'Invalid input', errors: [{ field: 'email', message: 'Please enter a valid email' }] },
    })
    expect(text).toBe('Please enter a valid email (Bad Request)')
  })
  it('falls back to message, then errorCode, then the error itself, then "please try again"', () => {
    expect(errorText({ status: 401, statusText: 'Unauthorized', body: { errorCode: 'INVALID_CREDENTIALS', message: 'Wrong username or password' } })).toBe(
      'Wrong username or password (Unauthorized)',
    )
    expect(errorText({ status: 409, body: { errorCode: 'CONFLICT' } })).toBe('CONFLICT (409)')
    expect(errorText({ message: 'Failed to fetch' })).toBe('Failed to fetch')
    expect(errorText({ code: 'TimeoutError' })).toBe('TimeoutError')
    expect(errorText({})).toBe('please try again')
    expect(errorText({ status: 502 })).toBe('please try again (502)')
  })
})

describe('request-state error buckets', () => {
  it('keys errors by field, drops duplicates, and puts the rest in "other"', () => {
    const first = bucketErrors(
      fieldErrorsAnswer([
        { field: 'email', message: 'Please enter a valid email' },
        { field: 'email', message: 'Please enter a valid email' },
        { field: '', message: 'Something general' },
      ]),
    )
    expect(first).toEqual({ email: ['Please enter a valid email'], other: ['Something general'] })
    const second = bucketErrors({ status: 500, statusText: 'Internal Server Error', body: { errorCode: 'INTERNAL_ERROR', message: 'Internal Server Error' } }, first)
    expect(second.other).toEqual(['Something general', 'Internal Server Error (Internal Server Error)'])
    expect(first.other).toEqual(['Something general'])
  })

  it('splits errors for a form: its own fields beside them, the rest above', () => {
    const errors = formErrorsOf(
      { status: 400, body: { errorCode: 'VALIDATION_FAILED', message: 'x', errors: [{ field: 'email', message: 'bad email' }, { field: 'avatar', message: 'too big' }] } },
      ['email'],
    )
    expect(errors).toEqual({ fields: { email: ['bad email'] }, other: ['too big'] })
  })
})

describe('error catalogue', () => {
  it('sends a 401 to /login, except on /login and for public calls', () => {
    expect(catalogueAction({ status: 401 }, '/dashboard')).toBe('toLogin')
    expect(catalogueAction({ status: 401 }, '/login')).toBe('passOn')
    expect(catalogueAction({ status: 401, publicCall: true }, '/profile')).toBe('passOn')
  })
  it('sends a 403 to /unauthorized, and an expired password to /password', () => {
    expect(catalogueAction({ status: 403, body: { errorCode: 'FORBIDDEN' } }, '/dashboard')).toBe('toUnauthorized')
    expect(catalogueAction({ status: 403, body: { errorCode: 'PASSWORD_EXPIRED' } }, '/dashboard')).toBe('toPassword')
  })
  it('passes other failures on', () => {
    expect(catalogueAction({ status: 400 }, '/profile')).toBe('passOn')
    expect(catalogueAction({ status: 500 }, '/profile')).toBe('passOn')
    expect(catalogueAction({ status: 523 }, '/profile')).toBe('passOn')
  })
})
