/** The blog list's own rules, as plain functions (see listing.test.ts); paging in lib/pagination. */

export const pageSize = 6

type Entry = { id: string; created: string }

export type Listing<T> = {
  /** The collection's first-created entry, which the list leaves out (the spec's "first item is skipped"). */
  skipped: T | null
  /** Every other entry, in the order given (newest first). */
  listed: T[]
  /** The newest listed entry, shown as the hero. */
  featured: T | null
}

/**
 * Leaves out the first-created entry (smallest `created`; on a tie, the
 * smallest id, so the choice never depends on the order given) and features
 * the first remaining one. `entries` come newest first.
 */
export function pickListing<T extends Entry>(entries: readonly T[]): Listing<T> {
  let skipped: T | null = null
  for (const entry of entries) {
    if (
      skipped === null ||
      entry.created < skipped.created ||
      (entry.created === skipped.created && entry.id < skipped.id)
    ) {
      skipped = entry
    }
  }
  const listed = entries.filter((entry) => entry !== skipped)
  return { skipped, listed, featured: listed[0] ?? null }
}

/** The spec's total: ceil((count − 1) / 6), where count includes the skipped entry. */
export function totalPages(count: number, size = pageSize): number {
  return Math.max(0, Math.ceil((count - 1) / size))
}
