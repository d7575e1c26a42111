/** Minimal browser globals for stores that use storage and cookies, installed on import. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

const jar = new Map<string, string>()
const fakeDocument = {
  get cookie() {
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  },
  set cookie(value: string) {
    const [pair, ...attributes] = value.split(';').map((part) => part.trim())
    const [name, ...rest] = pair!.split('=')
    if (attributes.some((a) => a === 'max-age=0')) jar.delete(name!)
    else jar.set(name!, rest.join('='))
  },
  documentElement: { lang: 'en', dir: 'ltr', classList: { toggle: () => undefined }, style: { setProperty: () => undefined } },
}

Object.assign(globalThis, {
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  document: fakeDocument,
})

export function cookieJar(): Map<string, string> {
  return jar
}
