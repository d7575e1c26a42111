import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type TextTree, translate } from '../../../src/console/app/translate'
import { catalogueAction } from '../../../src/console/lib/error-catalogue'
import { bucketErrors, errorText, fieldErrorText, UNREACHABLE } from '../../../src/console/lib/error-text'
import { formErrorsOf } from '../../../src/console/ui/form-errors'
import { fieldErrorsAnswer } from '../field-errors-answer'

describe('error text of a failed call', () => {
  it('uses the errors list first, with the status in brackets', () => {
    const text = errorText({
      status: 400,
      statusText: 'Bad Request',
      body: { errorCode: 'VALIDATION_FAILED', message: 'Invalid input', errors: [{ field: 'email', message: 'Please enter a valid email' }] },
    })
    expect(text).toBe('Please enter a valid email (400)')
  })
  it('falls back to message, then errorCode, then the error itself, then "please try again"', () => {
    expect(errorText({ status: 401, statusText: 'Unauthorized', body: { errorCode: 'INVALID_CREDENTIALS', message: 'Wrong username or password' } })).toBe(
      'Wrong username or password (401)',
    )
    expect(errorText({ status: 409, body: { errorCode: 'CONFLICT' } })).toBe('CONFLICT (409)')
    expect(errorText({ message: 'Failed to fetch' })).toBe('Failed to fetch')
    expect(errorText({ code: 'TimeoutError' })).toBe('TimeoutError')
    expect(errorText({})).toBe('please try again')
    expect(errorText({ status: 502 })).toBe('please try again (502)')
  })
})

/** The console's text lookup in one language, English behind it, as the signed-out pages use it. */
function textIn(language: string) {
  const bundle = (lang: string) => ({
    errorcodes: JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../locales/${lang}/errorcodes.json`), 'utf8')) as TextTree,
  })
  const english = bundle('en')
  const shown = bundle(language)
  return (key: string, values?: Record<string, string | number>) => translate(shown, english, key, values)
}

/** The special codes a gateway answers in place of the server. */
const originCodes = [521, 522, 523, 524]

describe('error text in the language shown', () => {
  const french = textIn('fr')

  it('translates a known code, with the status number after it', () => {
    const failed = { status: 401, statusText: 'Unauthorized', body: { errorCode: 'INVALID_CREDENTIALS', message: 'The username or password is not correct' } }
    expect(errorText(failed, french)).toBe('Le nom d’utilisateur ou le mot de passe est incorrect, ou le compte ne peut pas se connecter (401)')
    expect(errorText(failed, textIn('en'))).toBe('The username or password is not correct, or the account may not sign in (401)')
  })

  it('says of each special code 521 to 524, in the four languages, that a gateway could not get the server’s answer, with the code after it', () => {
    for (const language of ['en', 'fr', 'pt', 'ar']) {
      const texts = originCodes.map((status) => errorText({ status, statusText: '', body: null }, textIn(language)))
      expect(new Set(texts).size, language).toBe(4)
      texts.forEach((text, i) => {
        expect(text, language).toMatch(new RegExp(` \\(${originCodes[i]}\\)$`))
        expect(text, language).not.toMatch(/^please try again/)
      })
    }
    expect(errorText({ status: 522, body: null }, textIn('en'))).toBe('The gateway in front of the server could not connect to it in time; try again (522)')
    expect(errorText({ status: 523, body: null }, textIn('fr'))).toBe('La passerelle devant le serveur ne peut pas le joindre ; réessayez plus tard (523)')
    // An answer of the server itself with such a status keeps its own code's text.
    expect(errorText({ status: 521, body: { errorCode: 'TEAPOT', message: 'Short and stout' } }, textIn('en'))).toBe('Short and stout (521)')
  })

  it('fills a reason’s text with the answer’s params', () => {
    const locked = {
      status: 423,
      statusText: 'Locked',
      body: { errorCode: 'ACCOUNT_LOCKED', message: 'Too many failed attempts', params: { reason: 'addressLocked', minutes: 30 } },
    }
    expect(errorText(locked, french)).toBe('Trop de tentatives échouées depuis cette adresse : réessayez dans 30 min ou réinitialisez le mot de passe (423)')
    expect(errorText(locked, textIn('ar'))).toContain('30')
    expect(errorText(locked, textIn('ar'))).not.toContain('Locked')
  })

  it('translates field errors by code, choosing the text of what a size check measured', () => {
    expect(fieldErrorText({ field: 'name', message: 'Enter at most 100 characters', code: 'too_big', params: { maximum: 100, origin: 'string' } }, french)).toBe(
      'Saisissez au plus 100 caractères',
    )
    expect(fieldErrorText({ field: 'ids', message: 'Too big', code: 'too_big', params: { maximum: 50, origin: 'array' } }, french)).toBe('Choisissez-en au plus 50')
    expect(fieldErrorText({ field: 'amount', message: 'Too small', code: 'too_small', params: { minimum: 0, origin: 'number', inclusive: false } }, french)).toBe(
      'Saisissez une valeur supérieure à 0',
    )
    expect(fieldErrorText({ field: 'email', message: 'This field is required', code: 'required' }, textIn('pt'))).toBe('Este campo é obrigatório')
  })

  it('writes a refusal’s numbers as the language shown writes them', () => {
    const page = globalThis as { document?: unknown }
    page.document = { documentElement: { lang: 'fr' } }
    try {
      expect(fieldErrorText({ field: 'name', message: 'Too big', code: 'too_big', params: { maximum: 10000, origin: 'string' } }, french)).toBe(
        'Saisissez au plus 10\u202f000 caractères',
      )
      page.document = { documentElement: { lang: 'en' } }
      expect(fieldErrorText({ field: 'name', message: 'Too big', code: 'too_big', params: { maximum: 10000, origin: 'string' } }, textIn('en'))).toContain('10,000')
    } finally {
      delete page.document
    }
  })

  it('keeps the server’s English only for a code it does not know, with the status after it', () => {
    expect(errorText({ status: 418, statusText: 'I’m a teapot', body: { errorCode: 'TEAPOT', message: 'Short and stout' } }, french)).toBe('Short and stout (418)')
    expect(fieldErrorText({ field: 'name', message: 'The merchant already has one' }, french)).toBe('The merchant already has one')
    expect(bucketErrors(fieldErrorsAnswer([{ field: 'email', message: 'Please enter a valid email' }]), {}, french)).toEqual({ email: ['Please enter a valid email'] })
  })

  it('shows the server’s English while the code texts are still loading', () => {
    const notLoaded = (key: string) => key.slice(key.indexOf(':') + 1)
    const failed = { status: 401, statusText: 'Unauthorized', body: { errorCode: 'INVALID_CREDENTIALS', message: 'The username or password is not correct' } }
    expect(errorText(failed, notLoaded)).toBe('The username or password is not correct (401)')
  })

  it('says in the language shown that no answer came, in English only while the texts load', () => {
    const unreachable = { message: 'Failed to fetch', code: UNREACHABLE }
    expect(errorText(unreachable, french)).toBe('Impossible de joindre le serveur : vérifiez votre connexion et réessayez')
    expect(errorText({ message: 'signal timed out', code: 'TimeoutError' }, textIn('pt'))).toBe('O servidor não respondeu a tempo; tente novamente')
    expect(errorText(unreachable, (key) => key.slice(key.indexOf(':') + 1))).toBe('Failed to fetch')
    expect(errorText(unreachable)).toBe('Failed to fetch')
  })

  it('puts translated field errors beside their fields', () => {
    const failed = {
      status: 400,
      body: { errorCode: 'VALIDATION_FAILED', message: 'Invalid body', errors: [{ field: 'email', message: 'Please enter a valid email', code: 'email' as const }] },
    }
    expect(bucketErrors(failed, {}, french)).toEqual({ email: ['Veuillez saisir une adresse e-mail valide'] })
    expect(errorText(failed, french)).toBe('Veuillez saisir une adresse e-mail valide (400)')
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
    expect(second.other).toEqual(['Something general', 'Internal Server Error (500)'])
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
    // A sensitive change asks for the password again, where the user is, rather than signing out.
    expect(catalogueAction({ status: 401, body: { errorCode: 'STEP_UP_REQUIRED' } }, '/profile')).toBe('proveItIsYou')
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
