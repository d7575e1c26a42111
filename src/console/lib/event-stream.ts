/** One server-sent event: its type (`message` unless the stream names one), its data lines joined, its id when given. */
export interface StreamEvent {
  event: string
  data: string
  id?: string
}

/**
 * Reads server-sent events (text/event-stream) from text that arrives in pieces cut anywhere:
 * each piece goes in, the events it completed come out. Comments (`: keep-alive`) and fields
 * other than event, data and id are skipped, as the format says.
 */
export function eventStreamReader(): (piece: string) => StreamEvent[] {
  let buffer = ''
  let event = ''
  let data: string[] = []
  let id: string | undefined
  const line = (text: string, out: StreamEvent[]) => {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) })
      event = ''
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'data') data.push(value)
    else if (field === 'event') event = value
    else if (field === 'id') id = value
  }
  return (piece) => {
    buffer += piece
    const out: StreamEvent[] = []
    for (;;) {
      const end = buffer.search(/[\r\n]/)
      if (end === -1) break
      // A CR at the end of the text may be the first half of a CRLF: wait for what follows.
      if (buffer[end] === '\r' && end === buffer.length - 1) break
      const next = buffer[end] === '\r' && buffer[end + 1] === '\n' ? end + 2 : end + 1
      line(buffer.slice(0, end), out)
      buffer = buffer.slice(next)
    }
    return out
  }
}

/** Reads a stream of server-sent events to its end, handing each event over as it completes. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<void> {
  const read = eventStreamReader()
  const decoder = new TextDecoder()
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      for (const event of read(decoder.decode(value, { stream: true }))) onEvent(event)
    }
  } finally {
    reader.releaseLock()
  }
}
