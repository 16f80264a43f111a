/** The pagination's numbered buttons (see pageButtons.test.ts): with the Pagination component, which alone shows them. */

/**
 * The numbered buttons: every page when there are few, otherwise the first,
 * the last and the current one with its neighbours, with gaps ('gap') between.
 */
export function pageButtons(current: number, total: number, maxButtons = 7): (number | 'gap')[] {
  if (total <= maxButtons) return Array.from({ length: total }, (_, i) => i + 1)
  const shown = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total))
  const sorted = [...shown].sort((a, b) => a - b)
  const buttons: (number | 'gap')[] = []
  let previous = 0
  for (const page of sorted) {
    if (previous > 0 && page - previous > 1) buttons.push('gap')
    buttons.push(page)
    previous = page
  }
  return buttons
}
