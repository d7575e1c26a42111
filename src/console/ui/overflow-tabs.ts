/** Space between two tabs of a strip, in pixels (Tailwind's gap-1). */
export const TAB_GAP = 4

/**
 * How many tabs, from the first, fit in the available width: all of them when they fit, else as
 * many as leave room for the "More" button after them.
 */
export function tabsThatFit(widths: readonly number[], moreWidth: number, available: number): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + TAB_GAP * Math.max(widths.length - 1, 0)
  if (all <= available) return widths.length
  let used = moreWidth
  let count = 0
  while (count < widths.length && used + TAB_GAP + widths[count]! <= available) {
    used += TAB_GAP + widths[count]!
    count++
  }
  return count
}

/** Whether a tab's path is the page's: an exact tab (an overview) only on its own path, another also below it. */
export function isTabActive(to: string, exact: boolean, pathname: string): boolean {
  const path = decodeURI(pathname)
  const target = decodeURI(to)
  return exact ? path === target : path === target || path.startsWith(`${target}/`)
}
