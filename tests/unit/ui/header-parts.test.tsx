import { HeaderParts } from '@console/ui/HeaderParts'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('a record header', () => {
  it('leaves out an empty part and isolates each part, so an Arabic header keeps id · merchant · time in order', () => {
    const markup = renderToStaticMarkup(<HeaderParts parts={['tx_1234', '', null, 'acme-rail', <time key="t">12:00</time>]} />)
    expect(markup).toBe('<bdi>tx_1234</bdi> · <bdi>acme-rail</bdi> · <bdi><time>12:00</time></bdi>')
  })
})
