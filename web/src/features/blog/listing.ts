/** The blog list's own rules, as plain functions (see listing.test.ts); paging arithmetic in lib/pagination. */
import { clampPage } from '../../lib/pagination'
import { recordsFilter, type RecordsPage } from '../../lib/records'
import type { BlogSummary } from './types'

export const pageSize = 6

/**
 * What the list shows on one page, read from the server a page at a time: the collection's
 * first-created entry is left out (the spec's "first item is skipped"), the newest remaining one
 * is featured, and `list` is the requested page of the others, newest first, with their count.
 */
export type BlogListing = {
  /** The id of the first-created entry ('' when there is none). */
  skipped: string
  featured: BlogSummary | null
  list: RecordsPage<BlogSummary>
}

/** The filter that leaves the skipped entry out (none when nothing is skipped). */
export function listedOnly(skipped: string): string | undefined {
  return skipped ? recordsFilter('id != {:id}', { id: skipped }) : undefined
}

/**
 * Accepts the listing the server put in the page (internal/site blogListing) when it is the one
 * the screen shows for `requested`: the requested page, or the last one for a page beyond it.
 */
export function embeddedListing(requested: number): (data: unknown) => BlogListing | undefined {
  return (data) => {
    const listing = anyListing(data)
    return listing && listing.list.page === clampPage(requested, listing.list.totalPages) ? listing : undefined
  }
}

/** Accepts a listing of any page: its skipped and featured entries are every page's. */
export function anyListing(data: unknown): BlogListing | undefined {
  if (typeof data !== 'object' || data === null || !('skipped' in data) || !('featured' in data) || !('list' in data)) return undefined
  const listing = data as BlogListing
  const list = listing.list as Partial<RecordsPage<BlogSummary>> | null
  const valid =
    typeof listing.skipped === 'string' &&
    typeof listing.featured === 'object' &&
    list !== null &&
    typeof list === 'object' &&
    Array.isArray(list.items) &&
    typeof list.page === 'number' &&
    typeof list.totalPages === 'number'
  return valid ? listing : undefined
}
