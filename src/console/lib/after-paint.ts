/**
 * Runs work once the next frame is drawn, for what a key press should not wait for (measuring,
 * preloading). Returns the cancel, for an effect's clean-up.
 */
export function afterPaint(work: () => void): () => void {
  let timer = 0
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(work)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
