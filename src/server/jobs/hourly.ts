const HOUR_MS = 3600_000

/**
 * Runs `task` now and then every hour, so a process started any time of day, or one that was
 * down when the day's work fell due, still does it. A failed run is logged under `name`, and the
 * next hour tries again. Answers the stop, which waits for a run under way.
 */
export function everyHour(name: string, task: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = task().catch((error) => console.error(`${name}: ${(error as Error).message}`))
  }
  run()
  const timer = setInterval(run, HOUR_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
