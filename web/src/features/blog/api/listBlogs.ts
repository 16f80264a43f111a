import { listAll } from '../../../lib/records'
import type { BlogSummary } from '../types'
import { newestFirst, summaryFields } from './fields'

/** Every blog entry, newest first (the list page picks, features and pages them). */
export function listBlogs(): Promise<BlogSummary[]> {
  return listAll<BlogSummary>('blogs', { sort: newestFirst, fields: summaryFields })
}
