/** Paging arithmetic shared by lists (see pagination.test.ts). */

/** Reads ?page= leniently: anything that is not a whole number ≥ 1 is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1
  return Math.max(1, Number.parseInt(value, 10))
}

/** Keeps a page within 1..total (page 1 when there is nothing to show). */
export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, total))
}

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

/** The highest page a list asks the server for (internal/site maxPage): a larger one shows the last page. */
export const maxPage = 1_000_000
