import { describe, expect, it } from 'vitest'
import { entryScriptOf } from '../../../src/console/app/build-check'

describe('the deployed build', () => {
  it('is named by the entry script of the page the server gives, whatever its other attributes', () => {
    expect(entryScriptOf('<head><script type="module" crossorigin src="/assets/index-CYMbYhNx.js"></script></head>')).toBe('/assets/index-CYMbYhNx.js')
    expect(entryScriptOf('<script nonce="abc" type="module" crossorigin src="/assets/index-Zz9.js"></script>')).toBe('/assets/index-Zz9.js')
    expect(entryScriptOf('<script src="/other.js"></script>')).toBeUndefined()
    expect(entryScriptOf('<p>Service unavailable</p>')).toBeUndefined()
  })
})
