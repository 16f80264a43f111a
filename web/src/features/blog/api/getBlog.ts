import { getOne } from '../../../lib/records'
import type { Blog } from '../types'

/** One article by id; rejects with an ApiError (status 404) when it does not exist. */
export function getBlog(id: string): Promise<Blog> {
  return getOne<Blog>('blogs', id)
}
