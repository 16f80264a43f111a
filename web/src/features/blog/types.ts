import type { BlogsRecord } from '../../lib/records.gen'
import type { summaryKeys } from './api/fields'

/**
 * A blog entry as the list, the cards and the related links read it (the fields they ask for:
 * api/fields.ts). `description` is plain text there: the server strips the HTML (PocketBase's
 * `excerpt` field modifier). `createdAt` is the article's date as staff set it, which may be empty
 * for an entry typed in the dashboard; `created` is when the record was created (autodate).
 */
export type BlogSummary = Pick<BlogsRecord, (typeof summaryKeys)[number]>

/**
 * A whole article: the summary fields plus the author's photo, its `description` the HTML body,
 * sanitized by the server (bluemonday allow-list) when it was saved.
 */
export type Blog = BlogSummary & Pick<BlogsRecord, 'authorPhoto'>

/** The date shown for an entry: its article date, else its creation date. */
export function blogDate(blog: Pick<BlogSummary, 'createdAt' | 'created'>): string {
  return blog.createdAt || blog.created
}
