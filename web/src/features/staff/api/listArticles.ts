import type { ArticleRow, ArticleState, Page } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** A page of articles, drafts and scheduled ones included: undated drafts first, then newest first; `q` searches the titles, `state` keeps one state. */
export const listArticles = ({ q, state, page }: { q?: string; state?: ArticleState; page: number }): Promise<Page<ArticleRow>> =>
  staffCall<Page<ArticleRow>>('/articles', { query: { page, perPage: 20, q, state } })
