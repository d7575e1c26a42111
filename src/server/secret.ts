import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ServerConfig } from './config'

/**
 * The key that signs tokens and file URLs: TOKEN_SECRET when set (needed when several
 * processes share one PostgreSQL), else one generated once and kept in DATA_DIR.
 */
export function loadSecret(config: ServerConfig): Uint8Array {
  if (config.tokenSecret) return new TextEncoder().encode(config.tokenSecret)
  const file = path.join(config.dataDir, 'token-secret')
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true })
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
}
