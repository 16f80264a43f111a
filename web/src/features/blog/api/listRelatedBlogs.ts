import { pb } from '../../../lib/pocketbase'
import type { BlogSummary } from '../types'
import { newestFirst, summaryFields } from './fields'

export const relatedCount = 2

/** Up to two other entries, newest first, for the "related articles" links. */
export async function listRelatedBlogs(id: string): Promise<BlogSummary[]> {
  const page = await pb.collection('blogs').getList<BlogSummary>(1, relatedCount, {
    sort: newestFirst,
    fields: summaryFields,
    filter: pb.filter('id != {:id}', { id }),
    skipTotal: true,
  })
  return page.items
}
