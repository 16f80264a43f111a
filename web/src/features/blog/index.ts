/**
 * The blog as other features see it (the staff article screens): what an entry
 * is, how the site orders entries and the keys of its cached queries.
 * Other features import it only from here.
 */
export type { Blog, BlogSummary } from './types'
export { blogDate } from './types'
export { newestFirst } from './api/fields'
export { blogKeys, useRelatedBlogs } from './queries'
export { ArticleView } from './components/ArticleView'
