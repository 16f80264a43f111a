import { listCounted, type RecordsPage } from '../../../lib/records'
import { listedOnly, pageSize } from '../listing'
import type { BlogSummary } from '../types'
import { newestFirst, summaryFields } from './fields'

/** One page of the list, newest first, without the skipped entry, with the count of listed entries. */
export function listBlogPage(page: number, skipped: string): Promise<RecordsPage<BlogSummary>> {
  return listCounted<BlogSummary>('blogs', page, pageSize, { sort: newestFirst, fields: summaryFields, filter: listedOnly(skipped) })
}
