import { staffCall } from './staffCall'
import type { StaffArticle } from './types'

/** One article with its HTML body, whatever its state (the records API shows only public ones); an ApiError 404 when it does not exist. */
export const getArticle = (id: string) => staffCall<StaffArticle>(`/articles/${encodeURIComponent(id)}`)
