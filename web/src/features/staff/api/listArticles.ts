import { pb } from '../../../lib/pocketbase'
import { newestFirst, type Blog } from '../../blog'
import { recordCall } from './recordCall'
import type { Page } from './types'

/** What the staff list shows of an article. */
export type ArticleRow = Pick<Blog, 'id' | 'collectionId' | 'collectionName' | 'title' | 'category' | 'createdAt' | 'created' | 'authorName' | 'image'>

const rowFields = 'id,collectionId,collectionName,title,category,createdAt,created,authorName,image'

/** A page of articles, newest first as on the site; `q` searches the titles. */
export const listArticles = ({ q, page }: { q?: string; page: number }): Promise<Page<ArticleRow>> =>
  recordCall(() =>
    pb.collection('blogs').getList<ArticleRow>(page, 20, {
      sort: newestFirst,
      filter: q ? pb.filter('title ~ {:q}', { q }) : undefined,
      fields: rowFields,
    }),
  )
