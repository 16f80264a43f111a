import type { Blog } from '../../blog'
import { staffCall } from './staffCall'
import type { ArticleState, ArticleStatus, Page } from './types'

/** What the staff list shows of an article. */
export type ArticleRow = Pick<Blog, 'id' | 'collectionId' | 'collectionName' | 'title' | 'category' | 'createdAt' | 'created' | 'authorName' | 'image'> & {
  status: ArticleStatus
  state: ArticleState
}

/** A page of articles, drafts and scheduled ones included: undated drafts first, then newest first; `q` searches the titles, `state` keeps one state. */
export const listArticles = ({ q, state, page }: { q?: string; state?: ArticleState; page: number }): Promise<Page<ArticleRow>> =>
  staffCall<Page<ArticleRow>>('/articles', { query: { page, perPage: 20, q, state } })
