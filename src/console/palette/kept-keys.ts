/**
 * Keys pressed between Enter on the sign-in form and the moment the console's key handler
 * listens: kept (not typed into the form, not given to the browser), then run by the key
 * dispatcher, so a `$mod+k` or `g c` pressed at once is not lost. The sign-in page needs this
 * before any of the console's code has loaded, so it stays this small.
 */
let kept: KeyboardEvent[] | undefined

function keep(event: KeyboardEvent): void {
  event.preventDefault()
  event.stopPropagation()
  // A copy: the press itself was prevented, and the dispatcher leaves prevented presses alone.
  kept?.push(new KeyboardEvent(event.type, event))
}

export function startKeepingKeys(): void {
  if (kept) return
  kept = []
  window.addEventListener('keydown', keep, true)
}

/** Stops keeping keys and hands over those kept, oldest first. */
export function takeKeptKeys(): KeyboardEvent[] {
  window.removeEventListener('keydown', keep, true)
  const keys = kept ?? []
  kept = undefined
  return keys
}
