/** The two files a merchant's paywall can be given. */
export const assetKinds = ['logo', 'stylesheet'] as const
export type AssetKind = (typeof assetKinds)[number]

const extensions: Record<AssetKind, readonly string[]> = {
  logo: ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp'],
  stylesheet: ['css'],
}

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
  return extensions[kind].includes(extensionOf(fileName))
}

/**
 * The signer's `fname`: `merchant/{merchant}-{kind}.{ext}`. One name per merchant and kind, so a
 * new upload replaces the previous file instead of leaving it behind.
 */
export function assetFileName(merchant: string, kind: AssetKind, fileName: string): string {
  const safe = merchant.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '') || 'merchant'
  return `merchant/${safe}-${kind}.${extensionOf(fileName)}`
}

const imageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
}

/** A stylesheet goes as text/css; an image with the type the browser gives it, else the one its extension implies. */
export function assetContentType(kind: AssetKind, file: { name: string; type: string }): string {
  if (kind === 'stylesheet') return DEFAULT_ASSET_CONTENT_TYPE
  return file.type || imageTypes[extensionOf(file.name)] || DEFAULT_ASSET_CONTENT_TYPE
}
