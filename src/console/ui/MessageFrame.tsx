import { API_PREFIX } from '@domain/call'
import { useEffect, useRef, useState } from 'react'

/** The server's empty, sandboxed document for a message's HTML (see the server's mail/frame.ts). */
const FRAME_URL = `${API_PREFIX}/message-frame`

/**
 * A message's HTML as its recipient saw it, in a sandboxed frame with an origin of its own: the
 * email's styles apply, its scripts never run, and nothing in it reaches the console. The frame
 * grows to the message's height.
 */
export function MessageFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [ready, setReady] = useState(false)
  const [height, setHeight] = useState(160)

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return
      const data = event.data as { messageFrameReady?: boolean; messageFrameHeight?: number } | null
      if (data?.messageFrameReady) setReady(true)
      if (typeof data?.messageFrameHeight === 'number') setHeight(Math.min(Math.max(data.messageFrameHeight, 80), 4000))
    }
    addEventListener('message', onMessage)
    return () => removeEventListener('message', onMessage)
  }, [])

  useEffect(() => {
    // The frame has an opaque origin, so it can only be addressed as '*'; it holds nothing but this HTML.
    if (ready) frame.current?.contentWindow?.postMessage({ messageFrameHtml: html }, '*')
  }, [ready, html])

  return (
    <iframe
      ref={frame}
      src={FRAME_URL}
      title={title}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      style={{ height }}
      className="block w-full rounded-md border border-slate-200 bg-white dark:border-slate-700"
    />
  )
}
