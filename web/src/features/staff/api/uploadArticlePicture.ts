import { pb } from '../../../lib/pocketbase'
import { recordCall } from './recordCall'
import type { StaffArticle } from './getArticle'

/**
 * Adds a picture to an article's record (its `pictures` files) for its body, and
 * answers the picture's address: the site's own file, which is all the server's
 * sanitizer lets an article's <img> show. Only the pictures change; the body
 * takes the picture when the article is saved.
 */
export async function uploadArticlePicture(id: string, file: File): Promise<string> {
  const saved = await recordCall(() => pb.collection('blogs').update<StaffArticle>(id, { 'pictures+': file }))
  const name = saved.pictures.at(-1)
  if (!name) throw new Error('The picture was not kept.')
  return `/api/files/blogs/${encodeURIComponent(saved.id)}/${encodeURIComponent(name)}`
}
