/** One namespace's text: nested objects of strings, as in locales/<lang>/<namespace>.json. */
export interface TextTree {
  [key: string]: string | TextTree
}

/** Text by namespace, for one language. */
export type TextBundles = Partial<Record<string, TextTree>>

export type TextValues = Record<string, string | number>

/** What `t` looks like to the signed-out pages; i18next's own `t` fits it too. */
export type Translate = (key: string, values?: TextValues) => string

function lookUp(bundles: TextBundles | undefined, namespace: string, path: string): string | undefined {
  let node: string | TextTree | undefined = bundles?.[namespace]
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

/**
 * i18next's lookup for the signed-out pages' text, without i18next: `namespace:dotted.key`
 * (`common` when no namespace is given) in the language, else in the fallback, else the key;
 * `{{name}}` is filled from `values`. The first-paint namespaces use nothing more (a unit test
 * holds them to it): no plurals, nesting or formats.
 */
export function translate(language: TextBundles | undefined, fallback: TextBundles | undefined, key: string, values?: TextValues): string {
  const colon = key.indexOf(':')
  const namespace = colon === -1 ? 'common' : key.slice(0, colon)
  const path = key.slice(colon + 1)
  const text = lookUp(language, namespace, path) ?? lookUp(fallback, namespace, path) ?? path
  return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text
}
