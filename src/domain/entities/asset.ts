import { z } from 'zod'
import { messages } from './common'

/** A merchant asset file name: a logo or a stylesheet under `merchant/`. */
export const assetSignQuerySchema = z.strictObject({
  fname: z
    .string()
    .min(1, messages.required)
    .max(200, messages.maxLength(200))
    .regex(/^merchant\/[A-Za-z0-9][A-Za-z0-9._-]*\.(png|jpe?g|gif|svg|webp|css)$/, messages.format),
})
/** Where to PUT the file, and the address it will be served from. */
export const assetSignAnswerSchema = z.object({ uploadURL: z.string(), logoURL: z.string() })
