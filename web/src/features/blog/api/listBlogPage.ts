import { listPage } from '../../../lib/records'
import { listedOnly, pageSize } from '../listing'
import type { BlogSummary } from '../types'
import { newestFirst, summaryFields } from './fields'

/** One page of the list, newest first, without the skipped entry (not counted: the tally has the count). */
export function listBlogPage(page: number, skipped: string): Promise<BlogSummary[]> {
  return listPage<BlogSummary>('blogs', page, pageSize, { sort: newestFirst, fields: summaryFields, filter: listedOnly(skipped) })
}
