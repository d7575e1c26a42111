import type { UserRecord } from '@domain/entities/user'
import { describe, expect, it } from 'vitest'
import { guardRoute } from '../../../src/console/app/guard'
import { safeRedirect } from '../../../src/console/app/signed-out-navigation'
import { isChunkLoadError, shouldReloadForChunk } from '../../../src/console/lib/chunk-reload'

const now = Date.parse('2024-05-15T12:00:00Z')
const user = (overrides: Partial<UserRecord> = {}) =>
  ({
    realName: 'Ana Analyst',
    permissions: ['dashboard.read'],
    created: '2024-01-01T00:00:00Z',
    passwordExpiration: '2024-08-01T00:00:00Z',
    ...overrides,
  }) as UserRecord

describe('route guard', () => {
  it('sends a signed-out user to /login with the path as return target', () => {
    expect(guardRoute({ user: null, pathname: '/dashboard', href: '/dashboard?merchant=acme', now })).toEqual({
      to: '/login',
      search: { redirect: '/dashboard?merchant=acme' },
    })
  })
  it('sends a signed-out user on an unauthorized path to /login without a return target', () => {
    expect(guardRoute({ user: null, pathname: '/unauthorized', href: '/unauthorized', now })).toEqual({ to: '/login', search: {} })
  })
  it('counts a user without a real name as signed out', () => {
    expect(guardRoute({ user: user({ realName: '' }), pathname: '/profile', href: '/profile', now })?.to).toBe('/login')
  })
  it('sends a user lacking the route permission to /unauthorized', () => {
    expect(guardRoute({ user: user({ permissions: [] }), permission: 'dashboard.read', pathname: '/dashboard', href: '/dashboard', now })).toEqual({
      to: '/unauthorized',
    })
    expect(guardRoute({ user: user(), permission: 'dashboard.read', pathname: '/dashboard', href: '/dashboard', now })).toBeNull()
  })
  it('forces /password when the password has expired or on the first login', () => {
    const expired = user({ passwordExpiration: '2024-05-15T11:59:59Z' })
    expect(guardRoute({ user: expired, pathname: '/dashboard', href: '/dashboard', now })).toEqual({ to: '/password' })
    expect(guardRoute({ user: expired, pathname: '/password', href: '/password', now })).toBeNull()
    const first = user({ created: '2024-05-15T10:00:00Z', passwordExpiration: '2024-05-15T10:00:00Z' })
    expect(guardRoute({ user: first, pathname: '/profile', href: '/profile', now })).toEqual({ to: '/password' })
  })
  it('returns only to console paths after sign-in', () => {
    expect(safeRedirect('/profile?tab=2')).toBe('/profile?tab=2')
    expect(safeRedirect(undefined)).toBe('/dashboard')
    expect(safeRedirect('//evil.example')).toBe('/dashboard')
    expect(safeRedirect('https://evil.example')).toBe('/dashboard')
    expect(safeRedirect('/login?redirect=/x')).toBe('/dashboard')
  })
})

describe('chunk reload guard', () => {
  it('reloads once, then not again within 10 seconds', () => {
    expect(shouldReloadForChunk(null, 50_000, true)).toBe(true)
    expect(shouldReloadForChunk(45_000, 50_000, true)).toBe(false)
    expect(shouldReloadForChunk(39_000, 50_000, true)).toBe(true)
  })
  it('never reloads offline, where a reload would show the browser its own error page', () => {
    expect(shouldReloadForChunk(null, 50_000, false)).toBe(false)
    expect(shouldReloadForChunk(39_000, 50_000, false)).toBe(false)
  })
  it('recognises a failed chunk load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
  })
})
