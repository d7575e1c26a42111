import { dayStart, isoDay, Random } from '@server/db/seed/random'
import { describe, expect, it } from 'vitest'

describe('the seed PRNG', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const a = new Random(42)
    const b = new Random(42)
    const c = new Random(43)
    const seqA = Array.from({ length: 50 }, () => a.next())
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(seqA)
  })

  it('keeps every helper within its range', () => {
    const r = new Random(7)
    for (let i = 0; i < 2000; i++) {
      const f = r.next()
      expect(f).toBeGreaterThanOrEqual(0)
      expect(f).toBeLessThan(1)
      const n = r.int(3, 9)
      expect(Number.isInteger(n) && n >= 3 && n <= 9).toBe(true)
    }
    const items = ['a', 'b', 'c', 'd', 'e']
    expect(items).toContain(r.pick(items))
    const sample = r.sample(items, 3)
    expect(new Set(sample).size).toBe(3)
    expect(r.hex(12)).toMatch(/^[0-9a-f]{12}$/)
  })

  it('finds UTC day starts', () => {
    const now = new Date('2026-11-01T12:34:56Z')
    expect(dayStart(now).toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(isoDay(dayStart(now, 6))).toBe('2026-10-26')
  })
})
