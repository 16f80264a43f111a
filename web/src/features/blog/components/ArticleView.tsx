import { Link } from 'wouter'
import { articleCover } from '../covers'
import type { Blog, BlogSummary } from '../types'
import { ArticleBody } from './ArticleBody'
import { AuthorBadge } from './AuthorBadge'
import { BlogCard } from './BlogCard'
import { BlogMeta } from './BlogMeta'
import { ShareButtons } from './ShareButtons'
import { useLocale, useMessages } from '../../../lib/i18n/useLocale'
import { blogMessages } from '../messages'

/** An article as a visitor reads it: its page (ArticleScreen) and the staff's preview of it. */
export function ArticleView({ article, related: others }: { article: Blog; related: BlogSummary[] }) {
  const words = useMessages(blogMessages)
  const cover = articleCover(article)
  return (
    <main className="pb-20">
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pb-8 pt-8 sm:pt-12">
            <BackToBlog />
            {article.category && (
              <p className="mt-6 text-sm font-bold uppercase tracking-widest text-brand-600">{article.category}</p>
            )}
            <h1 className="mt-2 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl">
              {article.title}
            </h1>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
              <AuthorBadge blog={article} />
              <BlogMeta blog={article} />
            </div>
          </div>
        </header>
        <div className="mx-auto max-w-4xl px-4">
          {cover.src && (
            <img
              src={cover.src}
              srcSet={cover.srcSet}
              sizes={cover.sizes}
              alt=""
              width={1200}
              height={675}
              className="aspect-video w-full rounded-3xl object-cover shadow-lg"
            />
          )}
        </div>
        <div className="mx-auto max-w-3xl px-4">
          <div className="mt-10">
            <ArticleBody html={article.description} />
          </div>
          <div className="mt-12 border-t border-slate-200 pt-6">
            <ShareButtons />
          </div>
        </div>
      </article>

      {others.length > 0 && (
        <section aria-labelledby="related-title" className="mx-auto mt-16 max-w-4xl px-4">
          <h2 id="related-title" className="text-2xl font-extrabold tracking-tight text-slate-900">
            {words.related}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {others.map((other) => (
              <li key={other.id}>
                <BlogCard blog={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  )
}

export function BackToBlog({ className = '' }: { className?: string }) {
  const locale = useLocale()
  return (
    <Link
      to="/blog"
      className={`inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 ${className}`}
    >
      <span aria-hidden="true">←</span> {blogMessages[locale].allArticles}
    </Link>
  )
}
