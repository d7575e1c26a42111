import { CHUNK_RELOAD_GUARD_MS } from '@domain/constants'

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message)
}

/**
 * A chunk that failed online changed with a deploy: reload once, not again if the last chunk
 * reload happened within the guard window. Offline the chunk is still there, only out of reach: a
 * reload would trade the page for the browser's own error page, so the console waits instead.
 */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number, online: boolean): boolean {
  return online && (lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS)
}
