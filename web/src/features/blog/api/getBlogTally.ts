import { listPage } from '../../../lib/records'
import type { BlogTally } from '../listing'

/**
 * What the list needs before its pages: the first-created entry's id, which it leaves out, and how
 * many entries there are (the server's one-row view blog_listing, schema 1734500000_public_lists.go).
 */
export async function getBlogTally(): Promise<BlogTally> {
  const [tally] = await listPage<BlogTally>('blog_listing', 1, 1, { fields: 'firstCreated,articles' })
  return tally ?? { firstCreated: '', articles: 0 }
}
