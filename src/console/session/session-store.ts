import { authCall } from '@domain/calls/auth-routes'
import { SESSION_COOKIE } from '@domain/constants'
import type { LoginAnswer, UserRecord } from '@domain/entities/user'
import { create } from 'zustand'
import { callApi, connectSession, type TokenHeaders } from '../api/client'
import { readCookie, removeCookie, writeCookie } from '../lib/cookies'
import { computeExpireAt } from '../lib/session-rules'

const STORAGE = {
  refreshToken: 'session.refreshToken',
  expire: 'session.expire',
  /** Shared with other tabs: a different value written elsewhere makes this tab reload. */
  expireAt: 'session.expireAt',
  refreshLock: 'session.refreshLock',
} as const

const REFRESH_LOCK_MS = 10_000

export const EXPIRE_AT_STORAGE_KEY = STORAGE.expireAt

interface SessionState {
  token: string | null
  refreshToken: string | null
  /** Access token lifetime in seconds. */
  expire: number | null
  /** Epoch milliseconds the session ends. */
  expireAt: number | null
  /** The session-expired dialog is open. */
  dialogOpen: boolean
  /** A sign-in or refresh is running. */
  loading: boolean
  user: UserRecord | null
  setTokens: (tokens: TokenHeaders & { expireAt?: number | null }) => void
  setUser: (user: UserRecord | null) => void
  signIn: (answer: LoginAnswer) => void
  refresh: () => Promise<void>
  openDialog: () => void
  /** Removes stored session data and closes the dialog. */
  clear: () => void
  signOut: () => Promise<void>
}

function storedNumber(key: string): number | null {
  const value = Number(globalThis.localStorage?.getItem(key))
  return Number.isFinite(value) && value > 0 ? value : null
}

function store(key: string, value: string | number | null): void {
  if (value === null) globalThis.localStorage?.removeItem(key)
  else globalThis.localStorage?.setItem(key, String(value))
}

const afterSignOut = new Set<() => void>()

/** Runs after an explicit sign-out (the router sends the user to /login); returns the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  afterSignOut.add(listener)
  return () => {
    afterSignOut.delete(listener)
  }
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  token: readCookie(SESSION_COOKIE),
  refreshToken: globalThis.localStorage?.getItem(STORAGE.refreshToken) ?? null,
  expire: storedNumber(STORAGE.expire),
  expireAt: storedNumber(STORAGE.expireAt),
  dialogOpen: false,
  loading: false,
  user: null,

  setTokens: ({ token, refreshToken, expire, expireAt }) => {
    const state = get()
    const lifetime = expire ?? state.expire
    // Only a new token moves the expiry: answers repeating the current one change nothing.
    const renewed = Boolean(token && token !== state.token)
    const nextExpireAt = renewed && lifetime ? computeExpireAt(Date.now(), lifetime, expireAt) : (expireAt ?? state.expireAt)
    if (token) writeCookie(SESSION_COOKIE, token)
    if (refreshToken) store(STORAGE.refreshToken, refreshToken)
    if (lifetime) store(STORAGE.expire, lifetime)
    store(STORAGE.expireAt, nextExpireAt)
    set({
      token: token ?? state.token,
      refreshToken: refreshToken ?? state.refreshToken,
      expire: lifetime,
      expireAt: nextExpireAt,
    })
  },

  setUser: (user) => set({ user }),

  signIn: ({ token, refreshToken, expire, user }) => {
    get().setTokens({ token, refreshToken, expire })
    set({ user, dialogOpen: false, loading: false })
  },

  refresh: async () => {
    const { refreshToken, expireAt } = get()
    if (!refreshToken) return
    // Tabs share one refresh token and a spent one revokes the whole sign-in: only one tab
    // refreshes; the others see the new expiry and reload.
    if (storedNumber(STORAGE.expireAt) !== expireAt) return
    const lockedAt = storedNumber(STORAGE.refreshLock)
    if (lockedAt && Date.now() - lockedAt < REFRESH_LOCK_MS) return
    store(STORAGE.refreshLock, Date.now())
    set({ loading: true })
    try {
      const answer = await callApi(authCall('refreshToken'), { body: { refreshToken } })
      get().setTokens(answer)
    } finally {
      globalThis.localStorage?.removeItem(STORAGE.refreshLock)
      set({ loading: false })
    }
  },

  openDialog: () => set({ dialogOpen: true }),

  clear: () => {
    removeCookie(SESSION_COOKIE)
    for (const key of Object.values(STORAGE)) globalThis.localStorage?.removeItem(key)
    set({ token: null, refreshToken: null, expire: null, expireAt: null, dialogOpen: false, loading: false, user: null })
  },

  signOut: async () => {
    const { refreshToken, token } = get()
    if (token || refreshToken) {
      await callApi(authCall('logout'), { body: refreshToken ? { refreshToken } : {} }).catch(() => undefined)
    }
    get().clear()
    for (const listener of afterSignOut) listener()
  },
}))

connectSession({
  token: () => useSessionStore.getState().token,
  username: () => useSessionStore.getState().user?.username ?? null,
  onTokens: (tokens) => useSessionStore.getState().setTokens(tokens),
})

/** A user counts as signed in when a real name is present. */
export function isLoggedIn(user: UserRecord | null | undefined): user is UserRecord {
  return Boolean(user?.realName)
}
