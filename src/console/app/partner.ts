import { DEFAULT_CONSOLE_NAME } from '@domain/constants'
import type { PartnerSettings } from '@domain/entities/partner'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { partnerQueryOptions } from '../api/system'

const PARTNER_KEY = 'partner'

/** `?partner=` wins and is remembered for the visit; without it the server decides by host name. */
function usePartnerKey(): string | null {
  const fromUrl = useRouterState({ select: (s) => (s.location.search as { partner?: unknown }).partner })
  if (typeof fromUrl === 'string' && fromUrl) {
    sessionStorage.setItem(PARTNER_KEY, fromUrl)
    return fromUrl
  }
  return sessionStorage.getItem(PARTNER_KEY)
}

export function usePartner(): PartnerSettings | undefined {
  return useQuery(partnerQueryOptions(usePartnerKey())).data
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
