/** The blog list's own rules, as plain functions (see listing.test.ts); paging arithmetic in lib/pagination. */
import { clampPage } from '../../lib/pagination'
import { recordsFilter } from '../../lib/records'
import type { BlogListingRecord } from '../../lib/records.gen'
import type { BlogSummary } from './types'

export const pageSize = 6

/**
 * The list's tally (the blog_listing view): the first-created entry's id ('' when there is none)
 * and how many entries there are; the view's columns are JSON to PocketBase.
 */
export type BlogTally = Pick<BlogListingRecord, 'firstCreated' | 'articles'> & { firstCreated: string; articles: number }

/**
 * What the list shows on one page, read from the server a page at a time: the collection's
 * first-created entry is left out (the spec's "first item is skipped"), the newest remaining one
 * is featured, and `items` are the page's entries, newest first.
 */
export type BlogListing = {
  tally: BlogTally
  featured: BlogSummary | null
  /** The page read: the one asked for, or the last one for a page beyond it. */
  page: number
  items: BlogSummary[]
}

/** The spec's total: ceil((count − 1) / 6), where count includes the skipped entry. */
export function totalPages(count: number, size = pageSize): number {
  return Math.max(0, Math.ceil((count - 1) / size))
}

/** The filter that leaves the skipped entry out (none when nothing is skipped). */
export function listedOnly(skipped: string): string | undefined {
  return skipped ? recordsFilter('id != {:id}', { id: skipped }) : undefined
}

/** The page shown for a requested one: within 1..the last page. */
export function pageShown(requested: number, tally: BlogTally): number {
  return clampPage(requested, totalPages(tally.articles))
}

