import { pb } from '../../../lib/pocketbase'
import type { Blog } from '../../blog'
import { recordCall } from './recordCall'

/** One article with its HTML body; an ApiError 404 when it does not exist. */
export const getArticle = (id: string) => recordCall(() => pb.collection('blogs').getOne<Blog>(id))
