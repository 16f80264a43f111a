import { listPage, recordsFilter } from '../../../lib/records'
import type { BlogSummary } from '../types'
import { newestFirst, summaryFields } from './fields'

export const relatedCount = 2

/** Up to two other entries, newest first, for the "related articles" links. */
export function listRelatedBlogs(id: string): Promise<BlogSummary[]> {
  return listPage<BlogSummary>('blogs', 1, relatedCount, {
    sort: newestFirst,
    fields: summaryFields,
    filter: recordsFilter('id != {:id}', { id }),
  })
}
