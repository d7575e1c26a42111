/** Browsers by their user agent token, the more specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|HeadlessChrome|CriOS|Chromium)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
]

/** Operating systems by their user agent token, the more specific first: Android says Linux, iOS says Mac OS X. */
const systems: [name: string, pattern: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
]

/**
 * The browser (with its major version) and operating system a user agent names, as the sessions
 * lists show them (`Chrome 124 · macOS`); null when it names neither. Names are product names,
 * the same in every language.
 */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = browsers.map(([name, pattern]) => ({ name, version: pattern.exec(userAgent)?.[1] })).find((found) => found.version !== undefined)
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0]
  const parts = [browser ? `${browser.name} ${browser.version}` : undefined, system].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : null
}
