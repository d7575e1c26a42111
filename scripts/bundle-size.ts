// npx tsx scripts/bundle-size.ts [distDir]: the JS and CSS a browser must fetch before the login
// page can render, gzip-compressed. That is the entry script, every chunk index.html preloads
// (Vite lists the entry's whole static import graph there) and the stylesheets it links. The
// signed-out pages draw without the router and are built into the entry, so this is all the page
// needs in English; the router, the route tree and the console load later, on the way in. The
// budget test in tests/unit reads the same figure.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export interface FirstPageFile {
  file: string
  kind: 'entry' | 'modulepreload' | 'stylesheet'
  bytes: number
  gzip: number
}

export interface FirstPageSize {
  files: FirstPageFile[]
  gzip: number
  bytes: number
}

/**
 * A ratchet, lowered as weight moves out: 132 kB while TanStack Router and the route tree (about
 * 40 kB) came with the sign-in page; 92 kB since the signed-out pages draw without them. What
 * remains: React, react-dom and zustand (68 kB), the signed-out screens with their first-paint
 * text and the API client (19 kB) and their CSS (4.5 kB).
 */
export const firstPageBudgetKb = 92

export const defaultDistDir = path.resolve(import.meta.dirname, '../dist/console')

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1]
}

/** The files dist/console/index.html makes the browser fetch before the app can start. */
export function firstPageFiles(html: string): { file: string; kind: FirstPageFile['kind'] }[] {
  const found: { file: string; kind: FirstPageFile['kind'] }[] = []
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    if (tag.toLowerCase().startsWith('<script')) {
      const src = attribute(tag, 'src')
      if (src && attribute(tag, 'type') === 'module') found.push({ file: src, kind: 'entry' })
      continue
    }
    const rel = attribute(tag, 'rel')?.toLowerCase()
    const href = attribute(tag, 'href')
    if (!href || href.startsWith('data:')) continue
    if (rel === 'modulepreload') found.push({ file: href, kind: 'modulepreload' })
    else if (rel === 'stylesheet') found.push({ file: href, kind: 'stylesheet' })
  }
  return found
}

/** Measures the first page of a built console; throws when there is no build to measure. */
export function firstPageSize(distDir = defaultDistDir): FirstPageSize {
  const indexFile = path.join(distDir, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`npx vite build\` first`)
  const files = firstPageFiles(readFileSync(indexFile, 'utf8')).map(({ file, kind }) => {
    const content = readFileSync(path.join(distDir, file.replace(/^\//, '')))
    return { file, kind, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length }
  })
  files.sort((a, b) => b.gzip - a.gzip)
  return {
    files,
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
  }
}

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`

export function describeFirstPage(size: FirstPageSize, limit = size.files.length): string {
  const lines = size.files.slice(0, limit).map((f) => `  ${kb(f.gzip).padStart(9)}  ${f.file} (${f.kind})`)
  return [`${kb(size.gzip)} gzip (${kb(size.bytes)} raw) in ${size.files.length} files`, ...lines].join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const size = firstPageSize(process.argv[2] ? path.resolve(process.argv[2]) : defaultDistDir)
  console.log(`first page: ${describeFirstPage(size)}`)
  console.log(`budget ${firstPageBudgetKb} kB: ${size.gzip <= firstPageBudgetKb * 1000 ? 'ok' : 'OVER'}`)
}
