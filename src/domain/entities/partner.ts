import { z } from 'zod'
import { locales } from '../enums'

/** Partner branding and settings (SPEC section 3), as the public partner look-up answers. */
export const partnerSettingsSchema = z.object({
  /** The partner's public token, which its paywall and links carry to name it: never a secret. */
  token: z.string().nullable(),
  partnerKey: z.string(),
  partnerName: z.string(),
  partnerAppName: z.string().nullable(),
  partnerLogoUrl: z.string().nullable(),
  partnerUrl: z.string().nullable(),
  partnerDefaultCurrency: z.string().default('EUR'),
  locale: z.enum(locales),
  theme: z.object({ brand: z.string(), brandContrast: z.string() }),
  backgroundImageUrl: z.string().nullable(),
  backgroundVideoUrl: z.string().nullable(),
  paywallUrls: z.object({ development: z.string().nullable(), production: z.string().nullable() }),
  paywallSkins: z.array(z.string()),
  defaultPaywallSkin: z.string(),
  consoleUrls: z.object({ development: z.string().nullable(), production: z.string().nullable() }),
  simplePdf: z.boolean(),
  footerLogoUrl: z.string().nullable(),
  showPartnerFooter: z.boolean(),
  navbarTitle: z.string().nullable(),
  newLoginLayout: z.boolean(),
  loginMessage: z.string().nullable(),
  loginSubMessage: z.string().nullable(),
  requestAccountText: z.string().nullable(),
  requestAccountContact: z.string().nullable(),
})
export type PartnerSettings = z.infer<typeof partnerSettingsSchema>

export const partnerQuerySchema = z.strictObject({ partner: z.string().max(100).optional() })
