// @vitest-environment happy-dom
import type { CustomerSource } from '@commands/customer'
import { useFocusRecordsStore, useRegisterFocus } from '@console/palette/focus-records'
import { useFocusLayer, useFocusStackStore } from '@console/palette/focus-stack'
import { createKeyDispatcher, isTypingTarget, listenForKeys } from '@console/palette/key-dispatcher'
import { startKeepingKeys, takeKeptKeys } from '@console/palette/kept-keys'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** tinykeys reads `$mod` as Meta on Apple platforms and Control elsewhere. */
const modKey = /Mac|iPod|iPhone|iPad/.test(navigator.platform) ? 'metaKey' : 'ctrlKey'

function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : ''
  const event = new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}

describe('key dispatcher', () => {
  const fired: string[] = []
  let dispatch: (event: KeyboardEvent) => void

  beforeEach(() => {
    fired.length = 0
    useFocusStackStore.setState({ layers: [] })
    document.body.innerHTML = '<input id="text"><textarea id="area"></textarea><select id="choice"></select><div id="rich" contenteditable="true"><span id="inner">x</span></div><input id="box" type="checkbox">'
    const bindings = ['g d', 'g p', 'g e', 'e', '$mod+k', '?'].map((shortcut) => ({
      shortcut,
      fire: (event: KeyboardEvent) => {
        event.preventDefault()
        fired.push(shortcut)
      },
    }))
    dispatch = createKeyDispatcher(bindings, {
      plainKeysAllowed: () => {
        const layers = useFocusStackStore.getState().layers
        const top = layers.reduce<(typeof layers)[number] | undefined>((best, layer) => (!best || layer.order > best.order ? layer : best), undefined)
        return top?.plainKeys ?? true
      },
    })
    document.addEventListener('keydown', dispatch)
  })

  afterEach(() => {
    document.removeEventListener('keydown', dispatch)
    vi.useRealTimers()
  })

  it('runs a g sequence pressed on the page', () => {
    press(document.body, 'g')
    press(document.body, 'd')
    expect(fired).toEqual(['g d'])
  })

  it('gives the press that ends a sequence to the sequence: g e goes, e alone edits', () => {
    press(document.body, 'g')
    press(document.body, 'e')
    expect(fired).toEqual(['g e'])
    press(document.body, 'e')
    expect(fired).toEqual(['g e', 'e'])
  })

  it('gives a key several commands share to the first that acts where the press lands', () => {
    const acted: string[] = []
    let onCase = false
    const shared = createKeyDispatcher(
      [
        { shortcut: 'a', fire: () => (onCase ? false : void acted.push('add collection')) },
        { shortcut: 'a', fire: () => (onCase ? void acted.push('legitimate') : false) },
      ],
      { plainKeysAllowed: () => true },
    )
    shared(new KeyboardEvent('keydown', { key: 'a', code: 'KeyA' }))
    onCase = true
    shared(new KeyboardEvent('keydown', { key: 'a', code: 'KeyA' }))
    expect(acted).toEqual(['add collection', 'legitimate'])
  })

  it('ignores plain keys typed in an input, a textarea, a select or contenteditable', () => {
    for (const id of ['text', 'area', 'choice', 'inner']) {
      const element = document.getElementById(id)!
      press(element, 'g')
      press(element, 'd')
      press(element, '?', { shiftKey: true })
    }
    expect(fired).toEqual([])
  })

  it('still takes plain keys on a checkbox, where nobody types', () => {
    const box = document.getElementById('box')!
    press(box, 'g')
    press(box, 'p')
    expect(fired).toEqual(['g p'])
  })

  it('lets $mod+k through while typing', () => {
    const event = press(document.getElementById('text')!, 'k', { [modKey]: true })
    expect(fired).toEqual(['$mod+k'])
    expect(event.defaultPrevented).toBe(true)
  })

  it('takes ? typed with Shift, as most layouts need', () => {
    press(document.body, '?', { shiftKey: true })
    expect(fired).toEqual(['?'])
  })

  it('drops a sequence whose second key comes after a second', () => {
    vi.useFakeTimers()
    press(document.body, 'g')
    vi.advanceTimersByTime(1100)
    press(document.body, 'd')
    expect(fired).toEqual([])
    press(document.body, 'g')
    vi.advanceTimersByTime(500)
    press(document.body, 'd')
    expect(fired).toEqual(['g d'])
  })

  it('reads letters from the physical key on a non-Latin layout', () => {
    press(document.body, 'ل', { code: 'KeyG' })
    press(document.body, 'ي', { code: 'KeyD' })
    press(document.body, '؟', { code: 'Slash', shiftKey: true })
    expect(fired).toEqual(['g d', '?'])
  })

  it('ignores keys a component already handled', () => {
    const stop = (event: Event) => event.preventDefault()
    document.body.addEventListener('keydown', stop)
    press(document.body, 'g')
    press(document.body, 'd')
    document.body.removeEventListener('keydown', stop)
    expect(fired).toEqual([])
  })

  it('keeps plain keys from the page while a dialog is on top, but not $mod+k', () => {
    useFocusStackStore.getState().push({ id: 'dialog', order: 1, plainKeys: false })
    press(document.body, 'g')
    press(document.body, 'd')
    press(document.body, 'k', { [modKey]: true })
    expect(fired).toEqual(['$mod+k'])
    useFocusStackStore.getState().remove('dialog')
    press(document.body, 'g')
    press(document.body, 'd')
    expect(fired).toEqual(['$mod+k', 'g d'])
  })

  it('keeps the keys pressed before the console listens from the page, then runs them in order, $mod+k and g sequences alike', () => {
    document.removeEventListener('keydown', dispatch)
    startKeepingKeys()
    const typed = press(document.getElementById('text')!, 'g')
    press(document.body, 'p')
    press(document.body, 'k', { [modKey]: true })
    expect(typed.defaultPrevented).toBe(true)
    expect(fired).toEqual([])
    const stop = listenForKeys(dispatch)
    expect(fired).toEqual(['g p', '$mod+k'])
    // Kept no more: the next keys reach the page and the dispatcher as usual.
    press(document.body, 'g')
    press(document.body, 'd')
    expect(fired).toEqual(['g p', '$mod+k', 'g d'])
    stop()
  })

  it('drops what was kept when the console does not come (a refused sign-in), and the page types again', () => {
    document.removeEventListener('keydown', dispatch)
    startKeepingKeys()
    press(document.body, 'g')
    takeKeptKeys()
    expect(press(document.getElementById('text')!, 'x').defaultPrevented).toBe(false)
    const stop = listenForKeys(dispatch)
    // The dropped g does not start a sequence with the next d.
    press(document.body, 'd')
    expect(fired).toEqual([])
    stop()
  })

  it('lets the top entry decide, not any entry below it', () => {
    useFocusStackStore.getState().push({ id: 'form', order: 1, plainKeys: false })
    useFocusStackStore.getState().push({ id: 'list', order: 2, plainKeys: true })
    press(document.body, 'g')
    press(document.body, 'd')
    expect(fired).toEqual(['g d'])
  })
})

describe('typing targets', () => {
  it('knows typing from other targets', () => {
    document.body.innerHTML = '<input id="a" type="search"><input id="b" type="radio"><button id="c"></button>'
    expect(isTypingTarget(document.getElementById('a'))).toBe(true)
    expect(isTypingTarget(document.getElementById('b'))).toBe(false)
    expect(isTypingTarget(document.getElementById('c'))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})

/** A screen or dialog that pushes a focus-stack entry. */
function Layer({ plainKeys, active = true, children }: { plainKeys: boolean; active?: boolean; children?: ReactNode }) {
  useFocusLayer({ plainKeys, active })
  return <>{children}</>
}

describe('focus stack', () => {
  // React warns about updates outside act() unless told it runs in a test environment.
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

  const top = () => {
    const layers = useFocusStackStore.getState().layers
    return [...layers].sort((a, b) => b.order - a.order)[0]?.plainKeys
  }

  it('puts a dialog rendered inside a screen above the screen, and removes it when it closes', () => {
    useFocusStackStore.setState({ layers: [] })
    const root = createRoot(document.createElement('div'))
    act(() =>
      root.render(
        <Layer plainKeys>
          <Layer plainKeys={false} />
        </Layer>,
      ),
    )
    expect(useFocusStackStore.getState().layers).toHaveLength(2)
    expect(top()).toBe(false)
    act(() => root.render(<Layer plainKeys />))
    expect(useFocusStackStore.getState().layers).toHaveLength(1)
    expect(top()).toBe(true)
    act(() => root.unmount())
    expect(useFocusStackStore.getState().layers).toEqual([])
  })

  it('puts a dialog that opens later on top, even when it was mounted first', () => {
    useFocusStackStore.setState({ layers: [] })
    const root = createRoot(document.createElement('div'))
    const tree = (open: boolean) => (
      <>
        <Layer plainKeys={false} active={open} />
        <Layer plainKeys />
      </>
    )
    act(() => root.render(tree(false)))
    expect(top()).toBe(true)
    act(() => root.render(tree(true)))
    expect(top()).toBe(false)
    act(() => root.unmount())
  })
})

function Showing({ record }: { record: CustomerSource | null }) {
  useRegisterFocus('customer', record)
  return null
}

describe('records in focus', () => {
  it('holds the record a screen shows, for `when` conditions, until the screen leaves', () => {
    const root = createRoot(document.createElement('div'))
    const customer = { merchantAccount: 'acme-books', name: null, email: null, ipAddress: null }
    const first = { ...customer, id: 'cus-1' }
    const second = { ...customer, id: 'cus-2' }
    act(() => root.render(<Showing record={first} />))
    expect(useFocusRecordsStore.getState().records.customer).toBe(first)
    act(() => root.render(<Showing record={second} />))
    expect(useFocusRecordsStore.getState().records.customer).toBe(second)
    act(() => root.render(<Showing record={null} />))
    expect(useFocusRecordsStore.getState().records).toEqual({})
    act(() => root.unmount())
  })
})
