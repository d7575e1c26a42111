import { z } from 'zod'
import { messages } from './common'

/** The two files a merchant's paywall can be given. */
export const assetKinds = ['logo', 'stylesheet'] as const
export type AssetKind = (typeof assetKinds)[number]

/** The content type of each extension an asset may have, by kind. */
const assetContentTypes: Record<AssetKind, Readonly<Record<string, string>>> = {
  logo: { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', webp: 'image/webp' },
  stylesheet: { css: 'text/css' },
}

/** The content type an asset of this kind and extension is stored as, or undefined when the kind takes no such file. */
export function assetContentTypeOf(kind: AssetKind, extension: string): string | undefined {
  return Object.hasOwn(assetContentTypes[kind], extension) ? assetContentTypes[kind][extension] : undefined
}

export interface AssetFile {
  merchant: string
  kind: AssetKind
  extension: string
}

const ASSET_FILE_NAME = /^merchant\/([A-Za-z0-9][A-Za-z0-9._-]*)-(logo|stylesheet)\.([a-z]+)$/

/**
 * The signer's `fname` of a merchant's asset: `merchant/{merchant}-{kind}.{ext}`. One name per
 * merchant and kind, so a new upload replaces the previous file; the name says whose file it is,
 * so the signer can check that the caller may configure that merchant.
 */
export function assetFileName({ merchant, kind, extension }: AssetFile): string {
  return `merchant/${merchant}-${kind}.${extension}`
}

/** The merchant, kind and extension of an asset file name, or null when it is not one. */
export function parseAssetFileName(fname: string): AssetFile | null {
  const match = ASSET_FILE_NAME.exec(fname)
  if (!match) return null
  const [, merchant, kind, extension] = match as unknown as [string, string, AssetKind, string]
  return assetContentTypeOf(kind, extension) ? { merchant, kind, extension } : null
}

/**
 * A merchant asset file name: `merchant/{merchant}-logo.{image ext}` or
 * `merchant/{merchant}-stylesheet.css`; parsed, it says whose file it is.
 */
export const assetSignQuerySchema = z.strictObject({
  fname: z
    .string()
    .min(1, messages.required)
    .max(200, messages.maxLength(200))
    .transform((fname, ctx) => {
      const asset = parseAssetFileName(fname)
      if (asset) return { key: fname, ...asset }
      ctx.issues.push({ code: 'custom', message: messages.format, input: fname })
      return z.NEVER
    }),
})
/** Where to PUT the file, and the address it will be served from. */
export const assetSignAnswerSchema = z.object({ uploadURL: z.string(), logoURL: z.string() })
