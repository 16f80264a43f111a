import { formatDate } from '../../../lib/dates'
import { blogDate, type BlogSummary } from '../types'
import { useLocale } from '../../../lib/i18n/useLocale'
import { blogMessages } from '../messages'

/** "Mar 05, 2024 · 5 min read" */
type BlogMetaProps = {
  blog: Pick<BlogSummary, 'createdAt' | 'created' | 'duration'>
  /** 'light' on dark backgrounds. */
  tone?: 'dark' | 'light'
}

export function BlogMeta({ blog, tone = 'dark' }: BlogMetaProps) {
  const locale = useLocale()
  const date = blogDate(blog)
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm ${tone === 'light' ? 'text-brand-100' : 'text-slate-500'}`}>
      {date && <time dateTime={date.replace(' ', 'T')}>{formatDate(date, locale)}</time>}
      {date && blog.duration && <span aria-hidden="true">·</span>}
      {blog.duration && <span>{blogMessages[locale].readTime(blog.duration)}</span>}
    </p>
  )
}
