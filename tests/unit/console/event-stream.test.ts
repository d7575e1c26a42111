import { eventStreamReader, readEventStream } from '@console/lib/event-stream'
import { describe, expect, it } from 'vitest'

describe('the server-sent events reader', () => {
  it('reads named events and their data, whatever the pieces the text arrives in', () => {
    const text = 'event: case\ndata: {"id":1}\n\n: keep-alive\n\nevent: case\ndata: {"id":2}\n\n'
    for (const size of [1, 3, 7, text.length]) {
      const read = eventStreamReader()
      const events = []
      for (let at = 0; at < text.length; at += size) events.push(...read(text.slice(at, at + size)))
      expect(events).toEqual([
        { event: 'case', data: '{"id":1}' },
        { event: 'case', data: '{"id":2}' },
      ])
    }
  })

  it('joins data lines, takes CRLF and CR line ends (a CRLF cut in two too), and names an unnamed event message', () => {
    const read = eventStreamReader()
    expect(read('data: a\r')).toEqual([])
    expect(read('\ndata: b\r\n\r')).toEqual([])
    expect(read('\nid: 7\rdata:c\r\r\n')).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'message', data: 'c', id: '7' },
    ])
  })

  it('dispatches nothing for a block without data, and forgets a block’s event name after it', () => {
    const read = eventStreamReader()
    expect(read('event: case\n\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x' }])
  })

  it('reads a stream of bytes to its end, a character cut between two chunks included', async () => {
    const bytes = new TextEncoder().encode('event: case\ndata: café\n\n')
    const cut = bytes.indexOf(0xc3) + 1
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut))
        controller.enqueue(bytes.slice(cut))
        controller.close()
      },
    })
    const events: unknown[] = []
    await readEventStream(body, (event) => events.push(event))
    expect(events).toEqual([{ event: 'case', data: 'café' }])
  })
})
