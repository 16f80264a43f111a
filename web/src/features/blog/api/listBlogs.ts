import { pb } from '../../../lib/pocketbase'
import type { BlogSummary } from '../types'
import { newestFirst, summaryFields } from './fields'

/** Every blog entry, newest first (the list page picks, features and pages them). */
export function listBlogs(): Promise<BlogSummary[]> {
  return pb.collection('blogs').getFullList<BlogSummary>({
    sort: newestFirst,
    fields: summaryFields,
    batch: 200,
  })
}
