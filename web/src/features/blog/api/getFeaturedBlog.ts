import { listPage } from '../../../lib/records'
import { listedOnly } from '../listing'
import type { BlogSummary } from '../types'
import { newestFirst, summaryFields } from './fields'

/** The featured entry: the newest listed one (null when nothing is listed). */
export async function getFeaturedBlog(skipped: string): Promise<BlogSummary | null> {
  const [featured] = await listPage<BlogSummary>('blogs', 1, 1, { sort: newestFirst, fields: summaryFields, filter: listedOnly(skipped) })
  return featured ?? null
}
