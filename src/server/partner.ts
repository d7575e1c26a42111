import { DEFAULT_LOCALE, DEFAULT_PARTNER_CURRENCY } from '@domain/constants'
import { type PartnerSettings, partnerSettingsSchema } from '@domain/entities/partner'
import type { Selectable } from 'kysely'
import type { PartnerTable } from './db/tables/identity'
import type { Services } from './services'

export const DEFAULT_PARTNER_KEY = 'default'

/** What a partner without its own settings looks like (the platform's own brand). */
const defaults: Omit<PartnerSettings, 'partnerKey' | 'partnerName'> = {
  token: null,
  partnerAppName: null,
  partnerLogoUrl: null,
  partnerUrl: null,
  partnerDefaultCurrency: DEFAULT_PARTNER_CURRENCY,
  locale: DEFAULT_LOCALE,
  theme: { brand: '#2f5bea', brandContrast: '#ffffff' },
  backgroundImageUrl: null,
  backgroundVideoUrl: null,
  paywallUrls: { development: null, production: null },
  paywallSkins: ['default'],
  defaultPaywallSkin: 'default',
  consoleUrls: { development: null, production: null },
  simplePdf: false,
  footerLogoUrl: null,
  showPartnerFooter: false,
  navbarTitle: null,
  newLoginLayout: false,
  loginMessage: null,
  loginSubMessage: null,
  requestAccountText: null,
  requestAccountContact: null,
}

/**
 * Every field of the partner look, filled: each stored setting that is valid for its field
 * wins, anything missing or malformed falls back to the default, field by field.
 */
export function partnerSettingsOf(row: Selectable<PartnerTable>): PartnerSettings {
  const stored = (row.settings ?? {}) as Record<string, unknown>
  const shape = partnerSettingsSchema.shape
  const filled: Record<string, unknown> = { ...defaults, partnerKey: row.key, partnerName: row.name }
  for (const [field, schema] of Object.entries(shape)) {
    if (field === 'partnerKey' || field === 'partnerName' || stored[field] === undefined) continue
    const parsed = schema.safeParse(stored[field])
    if (parsed.success) filled[field] = parsed.data
  }
  return partnerSettingsSchema.parse(filled)
}

/** A partner's paywall address for an environment, from its stored settings: none when they hold no valid one. */
export function paywallUrlIn(settings: unknown, environment: string): string | null {
  const stored = (settings ?? {}) as Record<string, unknown>
  const parsed = partnerSettingsSchema.shape.paywallUrls.safeParse(stored.paywallUrls)
  const urls = parsed.success ? parsed.data : defaults.paywallUrls
  return (environment === 'Production' ? urls.production : urls.development) ?? null
}

/** `?partner=key` first, then the host name against partner.host, then the default partner. */
export async function resolvePartner(services: Services, by: { key?: string; hostname?: string }): Promise<PartnerSettings> {
  const { db } = services
  const find = (column: 'key' | 'host', value: string) =>
    db.selectFrom('partner').selectAll().where(column, '=', value).executeTakeFirst()
  const row =
    (by.key ? await find('key', by.key) : undefined) ??
    (by.hostname ? await find('host', by.hostname.toLowerCase()) : undefined) ??
    (await find('key', DEFAULT_PARTNER_KEY))
  if (!row) return partnerSettingsOf({ key: DEFAULT_PARTNER_KEY, name: 'Payments Console', host: null, settings: {}, created_at: new Date() })
  return partnerSettingsOf(row)
}

/** The partner look of a space (its partner, else the default), for emails sent to its users. */
export async function partnerOfSpace(services: Services, spaceId: number): Promise<PartnerSettings> {
  const space = await services.db.selectFrom('space').select('partner_key').where('id', '=', spaceId).executeTakeFirst()
  return resolvePartner(services, { key: space?.partner_key ?? DEFAULT_PARTNER_KEY })
}
