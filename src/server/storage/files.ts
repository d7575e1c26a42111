import { createHmac, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { API_PREFIX } from '@domain/call'
import type { Services } from '../services'

/** Signed file URLs live this long unless the caller asks otherwise. */
export const FILE_URL_TTL_SECONDS = 3600
/** A signed upload URL is meant to be used at once. */
export const UPLOAD_URL_TTL_SECONDS = 300
/** No signed URL works longer than this, whatever expiry its signer wrote into it. */
export const SIGNED_URL_MAX_SECONDS = 7 * 24 * 3600

/** What a signature allows: reading a file (GET) or storing it (PUT); one never passes for the other. */
export type FileAccess = 'read' | 'upload'

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.zip': 'application/zip',
}

/**
 * A file key is a relative path such as `avatars/12/3f9c.png`: no `..`, no leading slash, so
 * a key can never leave the store's folder.
 */
export function isFileKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '.' || s === '..')
}

function filesDir(services: Services): string {
  return path.join(services.config.dataDir, 'files')
}

function filePath(services: Services, key: string): string {
  if (!isFileKey(key)) throw new Error(`invalid file key: ${key}`)
  return path.join(filesDir(services), ...key.split('/'))
}

export function contentTypeOf(key: string): string {
  return contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream'
}

/** Stores the file; it is served with the type its extension implies. */
export async function saveFile(services: Services, key: string, data: Uint8Array): Promise<void> {
  const file = filePath(services, key)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, data)
}

/** The file's bytes, or null when there is no such file. */
export async function loadFile(services: Services, key: string): Promise<Buffer | null> {
  try {
    return await readFile(filePath(services, key))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

export async function deleteFile(services: Services, key: string): Promise<void> {
  await rm(filePath(services, key), { force: true })
}

function signature(services: Services, key: string, expires: number, access: FileAccess): string {
  const signed = access === 'read' ? `${key}\n${expires}` : `${access}\n${key}\n${expires}`
  return createHmac('sha256', services.secret).update(signed).digest('base64url')
}

function signedUrl(services: Services, key: string, ttlSeconds: number, access: FileAccess): string {
  if (!isFileKey(key)) throw new Error(`invalid file key: ${key}`)
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > SIGNED_URL_MAX_SECONDS) throw new Error(`a signed URL lives 1 to ${SIGNED_URL_MAX_SECONDS} seconds, not ${ttlSeconds}`)
  const expires = Math.floor(services.now().getTime() / 1000) + ttlSeconds
  const encodedKey = key.split('/').map(encodeURIComponent).join('/')
  return `${API_PREFIX}/files/${encodedKey}?expires=${expires}&signature=${signature(services, key, expires, access)}`
}

/** A short-lived URL for a stored file; anyone holding it may read the file until it expires. */
export function signedFileUrl(services: Services, key: string, ttlSeconds = FILE_URL_TTL_SECONDS): string {
  return signedUrl(services, key, ttlSeconds, 'read')
}

/** A short-lived URL to PUT the file's bytes to; anyone holding it may store that one file until it expires. */
export function signedUploadUrl(services: Services, key: string, ttlSeconds = UPLOAD_URL_TTL_SECONDS): string {
  return signedUrl(services, key, ttlSeconds, 'upload')
}

/**
 * The expiry of a signed URL as the signer wrote it: whole seconds since 1970 in plain digits (one
 * spelling only, so one signature), no later than SIGNED_URL_MAX_SECONDS from now. Null for anything else (`1.7e9`, `1735689600.0`).
 */
export function signedExpiry(services: Services, text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,11}$/.test(text)) return null
  const expires = Number(text)
  const now = services.now().getTime() / 1000
  return expires >= now && expires <= now + SIGNED_URL_MAX_SECONDS ? expires : null
}

/** True when the signature matches the key, expiry and access, and the expiry (as sent) is one signedExpiry takes. */
export function verifyFileSignature(services: Services, key: string, expiresText: string, given: string, access: FileAccess = 'read'): boolean {
  const expires = signedExpiry(services, expiresText)
  if (expires === null) return false
  const expected = Buffer.from(signature(services, key, expires, access))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * The key of a file address this server signed for reading, or null for any other address. A
 * signed address expires, so what is kept is the key, signed afresh each time it is read.
 */
export function fileKeyOfSignedUrl(services: Services, address: string): string | null {
  let url: URL
  try {
    url = new URL(address, 'http://console.invalid')
  } catch {
    return null
  }
  const prefix = `${API_PREFIX}/files/`
  if (!url.pathname.startsWith(prefix)) return null
  const key = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/')
  const signatureGiven = url.searchParams.get('signature') ?? ''
  return isFileKey(key) && verifyFileSignature(services, key, url.searchParams.get('expires') ?? '', signatureGiven) ? key : null
}
