import type { ReactNode } from 'react'

/**
 * A box whose content scrolls (a wide or long table): it takes focus, so a keyboard user can
 * scroll it with the arrow keys, and it is named for screen readers.
 */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keys
    <section tabIndex={0} aria-label={label} className={className}>
      {children}
    </section>
  )
}
