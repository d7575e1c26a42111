import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Source files under a folder of the repository, as paths from its root. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file).split('\\').join('/'))
}

const aliases: Record<string, string> = { '@console/': 'src/console/', '@commands/': 'commands/', '@domain/': 'src/domain/' }

/** What a file imports (static, dynamic and re-exports), as paths from the repository root; packages are left out. */
function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8')
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((match) => match[1]!)
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
    if (alias) return [aliases[alias] + specifier.slice(alias.length)]
    if (specifier.startsWith('.')) return [relative(root, resolve(root, dirname(file), specifier)).split('\\').join('/')]
    return []
  })
}

/** Every import that breaks a rule of the layout, written `file -> import`. */
function violations(files: string[], refused: (file: string, target: string) => boolean): string[] {
  return files.flatMap((file) => importsOf(file).filter((target) => refused(file, target)).map((target) => `${file} -> ${target}`))
}

const screenFolder = (path: string) => /^src\/console\/screens\/([^/]+)\//.exec(path)?.[1]

describe('import rules (DESIGN.md, Layout)', () => {
  it('keeps commands/ free of the console, types included', () => {
    expect(violations(sourcesUnder('commands'), (_file, target) => target.startsWith('src/console/'))).toEqual([])
  })

  it('keeps the palette from importing screens', () => {
    expect(violations(sourcesUnder('src/console/palette'), (_file, target) => target.startsWith('src/console/screens/'))).toEqual([])
  })

  it('keeps each screen folder from importing another one', () => {
    const found = violations(sourcesUnder('src/console/screens'), (file, target) => {
      const other = screenFolder(`${target}/`)
      return other !== undefined && other !== screenFolder(file)
    })
    expect(found).toEqual([])
  })
})
