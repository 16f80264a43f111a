import { pb } from '../../../lib/pocketbase'
import type { Blog } from '../types'

/** One article by id; rejects with a ClientResponseError (status 404) when it does not exist. */
export function getBlog(id: string): Promise<Blog> {
  return pb.collection('blogs').getOne<Blog>(id)
}
