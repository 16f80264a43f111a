import type { ArticleStatus } from '../../../lib/contract.gen'
import type { BlogsRecord } from '../../../lib/records.gen'
import type { Blog } from '../../blog'
import { staffCall } from './staffCall'

/**
 * An article as the staff routes read it, whatever its state: the public fields, its status and its
 * body's pictures (the server answers the record as the records API writes it).
 */
export type StaffArticle = Blog & Pick<BlogsRecord, 'status' | 'pictures'> & { status: ArticleStatus }

/** One article with its HTML body, whatever its state (the records API shows only public ones); an ApiError 404 when it does not exist. */
export const getArticle = (id: string) => staffCall<StaffArticle>(`/articles/${encodeURIComponent(id)}`)
