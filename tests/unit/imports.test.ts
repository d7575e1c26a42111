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

const aliases: Record<string, string> = { '@console/': 'src/console/', '@commands/': 'commands/', '@domain/': 'src/domain/', '@server/': 'src/server/' }

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

/** The server module folder a path lies in; the registry `modules/index.ts` lies in none. */
const moduleFolder = (path: string) => /^src\/server\/modules\/([^/]+)\//.exec(path)?.[1]

/** The registry of the server's routes, which imports every module folder. */
const isModuleRegistry = (path: string) => path === 'src/server/modules' || path === 'src/server/modules/index'

/**
 * The imports from one module folder into another that remain, `from -> to`, each with its reason.
 * Anything shared by several areas belongs in auth/, mail/ or the server core instead.
 */
const crossModuleImports: Record<string, string> = {
  // A group's merchants are the merchant list filtered to the group: the same query and entity.
  'mgroup -> merchant': 'src/server/modules/merchant/queries',
  // A space's custom report configs keep their definition as the report area stores and reads it.
  'mspace -> report': 'src/server/modules/report/custom-report',
  // An admin's change of a user's email follows the same confirm-by-link flow as the user's own.
  'muser -> auth': 'src/server/modules/auth/email-change',
  // A FRAUD decision's refund is the transaction screen's refund, audited with the payment as the transaction area answers it.
  'review -> transaction': 'src/server/modules/transaction/detail',
}

/** The server core: the shared files under src/server itself and its auth/, db/, mail/ and storage/ folders. */
const serverCore = sourcesUnder('src/server').filter((file) => /^src\/server\/([^/]+\.ts|(auth|db|mail|storage)\/.+)$/.test(file))

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

  it('keeps each server module folder from importing another one, but for the few named with their reason', () => {
    const found = violations(sourcesUnder('src/server/modules'), (file, target) => {
      const from = moduleFolder(file)
      const to = moduleFolder(`${target}/`)
      if (from === undefined || to === undefined || from === to) return false
      return crossModuleImports[`${from} -> ${to}`] !== target
    })
    expect(found).toEqual([])
  })

  it('keeps src/server/jobs and src/server/modules from importing each other (both reach the queue through the core)', () => {
    const intoModules = violations(sourcesUnder('src/server/jobs'), (_file, target) => target.startsWith('src/server/modules'))
    const intoJobs = violations(sourcesUnder('src/server/modules'), (_file, target) => target.startsWith('src/server/jobs'))
    expect([...intoModules, ...intoJobs]).toEqual([])
  })

  it('keeps the server core from importing module folders (app.ts registers them through the registry) and jobs (but bootstrap.ts, which starts them)', () => {
    const found = violations(serverCore, (file, target) => {
      if (target.startsWith('src/server/modules')) return !isModuleRegistry(target)
      if (target.startsWith('src/server/jobs/')) return file !== 'src/server/bootstrap.ts'
      return false
    })
    expect(found).toEqual([])
  })
})
