import { create } from 'zustand'
import { bucketErrors, type ErrorBuckets, type FailedCall } from '../lib/error-text'

export interface NetworkError extends FailedCall {
  callId: string
  at: number
}

/** Keeps the list from growing without bound in a long session. */
const NETWORK_ERROR_LIMIT = 100

interface RequestState {
  /** Calls in flight. */
  pending: number
  /** Errors of failed calls by field, with the 'other' bucket; duplicates dropped. */
  errors: ErrorBuckets
  /** Every failed call, newest last. */
  networkErrors: NetworkError[]
  started: () => void
  finished: () => void
  failed: (error: NetworkError) => void
  clearErrors: () => void
}

export const useRequestStore = create<RequestState>()((set) => ({
  pending: 0,
  errors: {},
  networkErrors: [],
  started: () => set((s) => ({ pending: s.pending + 1 })),
  finished: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
  failed: (error) =>
    set((s) => ({
      errors: bucketErrors(error, s.errors),
      networkErrors: [...s.networkErrors, error].slice(-NETWORK_ERROR_LIMIT),
    })),
  clearErrors: () => set({ errors: {}, networkErrors: [] }),
}))
