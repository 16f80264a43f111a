/** Paging arithmetic shared by lists (see pagination.test.ts); the numbered buttons in pageButtons.ts. */

/** Reads ?page= leniently: anything that is not a whole number ≥ 1 is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1
  return Math.max(1, Number.parseInt(value, 10))
}

/** Keeps a page within 1..total (page 1 when there is nothing to show). */
export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, total))
}

/** The highest page a public list asks the records API for: a larger ?page= shows the last page. */
export const maxPage = 1_000_000
