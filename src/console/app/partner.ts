import { systemCall } from '@domain/calls/system-routes'
import { DEFAULT_CONSOLE_NAME } from '@domain/constants'
import type { PartnerSettings } from '@domain/entities/partner'
import { useEffect } from 'react'
import { create } from 'zustand'
import { callApi } from '../api/client'
import { useSignedOutLocation } from './signed-out-navigation'

const PARTNER_KEY = 'partner'

/**
 * `?partner=` wins and is remembered for the visit; without it the server decides by host name.
 * Signed-out pages come first, so the address is read without the router.
 */
function usePartnerKey(): string {
  const fromUrl = useSignedOutLocation().searchParams.get('partner')
  if (fromUrl) {
    sessionStorage.setItem(PARTNER_KEY, fromUrl)
    return fromUrl
  }
  return sessionStorage.getItem(PARTNER_KEY) ?? ''
}

/**
 * The partner looks asked for in this visit, by key ('' lets the server pick by host name):
 * fetched once, kept for the visit, and a failure leaves the default look. A store rather than
 * a query, as the sign-in page shows the look before TanStack Query has loaded.
 */
const usePartnerStore = create<{ looks: Record<string, PartnerSettings | undefined>; asked: Set<string> }>()(() => ({
  looks: {},
  asked: new Set(),
}))

function askFor(key: string): void {
  const { asked } = usePartnerStore.getState()
  if (asked.has(key)) return
  asked.add(key)
  callApi(systemCall('partner'), { query: key ? { partner: key } : {} }).then(
    (look) => usePartnerStore.setState((s) => ({ looks: { ...s.looks, [key]: look } })),
    () => undefined,
  )
}

/** The partner look: by `?partner=` when given, else the server picks by host name, else the default. */
export function usePartner(): PartnerSettings | undefined {
  const key = usePartnerKey()
  useEffect(() => askFor(key), [key])
  return usePartnerStore((s) => s.looks[key])
}

export function consoleTitle(partner: PartnerSettings | undefined): string {
  return partner?.partnerAppName || DEFAULT_CONSOLE_NAME
}

/** Applies the partner's colours and tab title to the document. */
export function PartnerLook() {
  const partner = usePartner()
  useEffect(() => {
    document.title = consoleTitle(partner)
    if (!partner) return
    const root = document.documentElement.style
    root.setProperty('--brand', partner.theme.brand)
    root.setProperty('--brand-contrast', partner.theme.brandContrast)
  }, [partner])
  return null
}
