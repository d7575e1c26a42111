import { create } from 'zustand'

export const referenceDataKeys = ['countries', 'currencies', 'allCountries', 'allCurrencies', 'paymentMethods', 'paymentTypes'] as const
export type ReferenceDataKey = (typeof referenceDataKeys)[number]

type Lists = { [K in ReferenceDataKey]: unknown[] | null }

interface ReferenceDataState extends Lists {
  set: (key: ReferenceDataKey, list: unknown[]) => void
  clear: (key: ReferenceDataKey) => void
  clearAll: () => void
}

const storageKey = (key: ReferenceDataKey) => `referenceData.${key}`

function restore(key: ReferenceDataKey): unknown[] | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKey(key))
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return Array.isArray(parsed) ? parsed : null
  } catch {
    return null
  }
}

function restoreAll(): Lists {
  return Object.fromEntries(referenceDataKeys.map((key) => [key, restore(key)])) as Lists
}

/** Reference lists kept in session storage, so a reload does not fetch them again. */
export const useReferenceDataStore = create<ReferenceDataState>()((set) => ({
  ...restoreAll(),
  set: (key, list) => {
    globalThis.sessionStorage?.setItem(storageKey(key), JSON.stringify(list))
    set({ [key]: list } as Partial<Lists>)
  },
  clear: (key) => {
    globalThis.sessionStorage?.removeItem(storageKey(key))
    set({ [key]: null } as Partial<Lists>)
  },
  clearAll: () => {
    for (const key of referenceDataKeys) globalThis.sessionStorage?.removeItem(storageKey(key))
    set(Object.fromEntries(referenceDataKeys.map((key) => [key, null])) as Lists)
  },
}))
