// @vitest-environment happy-dom
import { requestScreenAction, SCREEN_REQUEST_WAIT_MS, useScreenRequest } from '@console/palette/screen-requests'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Listener({ action, handler }: { action: string; handler: () => void }) {
  useScreenRequest(action, handler)
  return null
}

describe('screen requests', () => {
  let root: Root | null = null
  afterEach(() => {
    act(() => root?.unmount())
    root = null
  })

  function mount(action: string, handler: () => void) {
    root = createRoot(document.createElement('div'))
    act(() => root!.render(<Listener action={action} handler={handler} />))
  }

  it('runs the handler of the screen on view once per ask, and only for its own action', () => {
    const handler = vi.fn()
    mount('merchant.rotate', handler)
    expect(handler).not.toHaveBeenCalled()
    act(() => requestScreenAction('merchant.rotate'))
    act(() => requestScreenAction('other.action'))
    expect(handler).toHaveBeenCalledTimes(1)
    act(() => requestScreenAction('merchant.rotate'))
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('takes an ask made just before the screen mounted, once, and drops an older one', () => {
    vi.useFakeTimers()
    try {
      act(() => requestScreenAction('merchant.addTag'))
      const handler = vi.fn()
      mount('merchant.addTag', handler)
      expect(handler).toHaveBeenCalledTimes(1)
      act(() => root?.unmount())
      mount('merchant.addTag', handler)
      expect(handler).toHaveBeenCalledTimes(1)

      act(() => root?.unmount())
      act(() => requestScreenAction('merchant.addTag'))
      vi.advanceTimersByTime(SCREEN_REQUEST_WAIT_MS + 1)
      mount('merchant.addTag', handler)
      expect(handler).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
