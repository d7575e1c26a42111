import { type AssetKind, assetContentTypeOf, assetFileName as signerFileName } from '@domain/entities/asset'

export type { AssetKind } from '@domain/entities/asset'

/** The file chooser's filter for each kind. */
export const assetAccept: Record<AssetKind, string> = {
  logo: 'image/png,image/jpeg,image/gif,image/svg+xml,image/webp',
  stylesheet: 'text/css,.css',
}

/** The content type sent when the file declares none: the signer's default for stylesheets. */
export const DEFAULT_ASSET_CONTENT_TYPE = 'text/css'

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/** Whether a chosen file can be uploaded as this kind (judged by its extension, as the signer judges it). */
export function acceptsFile(kind: AssetKind, fileName: string): boolean {
  return assetContentTypeOf(kind, extensionOf(fileName)) !== undefined
}

/** The signer's `fname` for a chosen file: `merchant/{merchant}-{kind}.{ext}`. */
export function assetFileName(merchant: string, kind: AssetKind, fileName: string): string {
  return signerFileName({ merchant, kind, extension: extensionOf(fileName) })
}

/**
 * The type its extension implies, which the file store insists on, whatever the browser
 * guessed; the signer's default when there is none.
 */
export function assetContentType(kind: AssetKind, file: { name: string; type: string }): string {
  return assetContentTypeOf(kind, extensionOf(file.name)) ?? (file.type || DEFAULT_ASSET_CONTENT_TYPE)
}
