import { randomBytes } from 'node:crypto'
import { API_PREFIX } from '@domain/call'
import type { FastifyInstance } from 'fastify'

/** Where the console frames a message's HTML; the console's `MessageFrame` loads it. */
export const MESSAGE_FRAME_PATH = `${API_PREFIX}/message-frame`

/**
 * Runs in the frame: takes the HTML its parent posts, parses it inertly (DOMParser marks its
 * scripts not to run) and shows it as the recipient's mail reader would, links opening in a new
 * tab; then tells the parent its height so the frame needs no scroll bar of its own.
 */
const frameScript = `
const show = (html) => {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const base = parsed.createElement('base')
  base.target = '_blank'
  parsed.head.prepend(base)
  document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement)
  parent.postMessage({ messageFrameHeight: document.documentElement.scrollHeight }, '*')
}
addEventListener('message', (event) => {
  if (event.source === parent && typeof event.data?.messageFrameHtml === 'string') show(event.data.messageFrameHtml)
})
parent.postMessage({ messageFrameReady: true }, '*')
`

/**
 * GET /api/v1/message-frame: the empty document a message's HTML is shown in. It is sandboxed
 * (an origin of its own, no forms, no navigation of the console) and its policy lets the email's
 * own styles and images through but no script of the email's, so an email shows as sent without
 * loosening the console's policy. It holds no data: the console posts the HTML it read from the API.
 */
export function registerMessageFrame(app: FastifyInstance): void {
  app.get(MESSAGE_FRAME_PATH, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64')
    return reply
      .removeHeader('x-frame-options')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src data: https:; font-src data:; frame-ancestors 'self'; sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox`,
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html><head><meta charset="utf-8"><script nonce="${nonce}">${frameScript}</script></head><body></body></html>`)
  })
}
