import { listPage } from '../../../lib/records'
import { firstCreated } from './fields'

/** The id of the collection's first-created entry, which the list leaves out ('' when there is none). */
export async function getFirstCreatedBlog(): Promise<string> {
  const [first] = await listPage<{ id: string }>('blogs', 1, 1, { sort: firstCreated, fields: 'id' })
  return first?.id ?? ''
}
