import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'
import { API_PREFIX } from '@domain/call'
import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from './config'

type Directives = Record<string, string[]>

/**
 * The console's Content-Security-Policy: script only from our own files (no inline script, no
 * eval), styles from our own files, nothing may frame it. Images may also come from https
 * addresses (a merchant's logo kept elsewhere); with an external asset signer, uploads go to
 * whatever https address it hands out.
 */
export function consoleCsp(config: Pick<ServerConfig, 'publicUrl' | 'assetSignerUrl'>, styleNonce?: string): Directives {
  const externalSigner = config.assetSignerUrl !== undefined && /^https?:\/\//.test(config.assetSignerUrl)
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': externalSigner ? ["'self'", 'https:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(servedOverHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
  }
}

/** A policy as its header spells it. */
export function cspHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/**
 * The console's page with a nonce of its own for style elements: the palette's dialog locks the
 * page's scroll with one, and reads the nonce from the page's meta tag. Scripts still come only
 * from our files.
 */
export function consolePage(html: string, config: Pick<ServerConfig, 'publicUrl' | 'assetSignerUrl'>): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64')
  const meta = `<meta name="csp-nonce" content="${nonce}" />`
  const head = /<head[^>]*>/i
  return {
    html: head.test(html) ? html.replace(head, (tag) => tag + meta) : html.replace(/^(<!doctype html>)?/i, (doctype) => doctype + meta),
    csp: cspHeader(consoleCsp(config, nonce)),
  }
}

function servedOverHttps(config: Pick<ServerConfig, 'publicUrl'>): boolean {
  return config.publicUrl?.startsWith('https://') ?? false
}

/** helmet's headers for these options, computed once: none of them varies by request. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined)
  return headers
}

/**
 * Security headers on every answer (helmet): the console's CSP, no framing, nosniff, no
 * referrer (console URLs carry searches such as an email or a card hash), and HSTS only when
 * the console's public address is https, so a plain-http install on a LAN keeps working. API
 * answers carry tokens and personal data, so none is stored by a browser or proxy unless its
 * call says otherwise (reference data, signed files). The headers are worked out once at start
 * rather than by helmet on every request, which cost a fifth of a small call's time.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: consoleCsp(config) },
    strictTransportSecurity: servedOverHttps(config) ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Merchant logos and stylesheets are read by the paywall on its own origin; the files
    // route says so itself.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  })
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}
