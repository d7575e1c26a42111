/** A figure's median and 95th percentile over its samples. */
export interface Figures {
  median: number
  p95: number
  /** How many samples. */
  keys: number
}

export function figuresOf(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN,
    keys: sorted.length,
  }
}

