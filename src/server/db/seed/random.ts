/**
 * A seeded pseudo-random source (mulberry32), so the demo data set is the same on every run
 * and every machine.
 */
export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }

  /** `count` distinct items, in a stable order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const out: T[] = []
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!)
    return out
  }

  /** A lowercase hex string of `length` characters. */
  hex(length: number): string {
    let s = ''
    while (s.length < length) s += Math.floor(this.next() * 16).toString(16)
    return s
  }
}

export const DAY_MS = 24 * 3600 * 1000

/** Midnight UTC of the day `daysBack` days before `now`. */
export function dayStart(now: Date, daysBack = 0): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  return new Date(d.getTime() - daysBack * DAY_MS)
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}
