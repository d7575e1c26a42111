import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

const everyFile = ['src', 'commands'].flatMap((dir) => sources(path.join(root, dir)))
const texts = new Map(everyFile.map((file) => [file, readFileSync(file, 'utf8')]))

describe('domain constants', () => {
  it('has no exported constant that nothing uses', () => {
    const unused: string[] = []
    for (const file of sources(path.join(root, 'src/domain'))) {
      const text = texts.get(file) ?? ''
      for (const [, name] of text.matchAll(/^export const (\w+)/gm)) {
        const word = new RegExp(`\\b${name}\\b`, 'g')
        const uses = [...texts.values()].reduce((count, other) => count + (other.match(word)?.length ?? 0), 0)
        if (uses <= 1) unused.push(`${path.relative(root, file)}: ${name}`)
      }
    }
    expect(unused).toEqual([])
  })
})
