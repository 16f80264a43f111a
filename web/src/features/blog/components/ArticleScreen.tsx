import { Link, useParams } from 'react-router'
import { Spinner } from '../../../components/Spinner'
import { previewTextLength, previewThumb, useDocumentTitle } from '../../../lib/useDocumentTitle'
import { excerpt } from '../../../lib/text'
import { fileURL, thumbSrcSet } from '../../../lib/records'
import { isNotFound } from '../../../lib/apiFetch'
import { useBlog, useRelatedBlogs } from '../queries'
import { ArticleBody } from './ArticleBody'
import { AuthorBadge } from './AuthorBadge'
import { BlogCard } from './BlogCard'
import { BlogMeta } from './BlogMeta'
import { FetchError } from '../../../components/FetchError'
import { ShareButtons } from './ShareButtons'

/** The cover's width: the page's less its margins, at most 864 px (internal/site articleCoverSizes). */
const articleCoverSizes = '(min-width: 896px) 864px, calc(100vw - 2rem)'

/**
 * The cover in its 16:9 box: a phone gets the 672x378 cut of its width (schema.ArticleCoverThumb),
 * without the top and bottom the box crops away, or the 800x600 when its density needs more; a
 * wider screen the original. The server serves and preloads the same request (internal/site
 * articleCoverRequest).
 */
const articleCoverThumbs = ['672x378', '800x600']

export function ArticleScreen() {
  const { slug = '' } = useParams()
  const blog = useBlog(slug)
  const related = useRelatedBlogs(slug)
  const notFound = blog.isError && isNotFound(blog.error)
  useDocumentTitle(blog.data?.title ?? (notFound ? 'Document not found' : 'Article'), {
    description: blog.data && excerpt(blog.data.description, previewTextLength),
    image: blog.data && fileURL(blog.data, blog.data.image, previewThumb),
  })

  if (blog.isPending) {
    return (
      <main className="flex min-h-[60vh] items-center justify-center">
        <Spinner size={80} label="Loading the article" />
      </main>
    )
  }
  if (blog.isError) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        {notFound ? (
          <>
            <h1 className="text-2xl font-extrabold text-red-700">Document not found</h1>
            <p className="mt-3 text-slate-600">This article does not exist or has been removed.</p>
          </>
        ) : (
          <FetchError onRetry={() => void blog.refetch()} retrying={blog.isFetching} />
        )}
        <BackToBlog className="mt-8" />
      </main>
    )
  }

  const article = blog.data
  const image = fileURL(article, article.image)
  const others = related.data ?? []
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
          {image && (
            <img
              src={image}
              srcSet={thumbSrcSet(article, article.image, articleCoverThumbs)}
              sizes={articleCoverSizes}
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
            Related articles
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

function BackToBlog({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/blog"
      className={`inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 ${className}`}
    >
      <span aria-hidden="true">←</span> All articles
    </Link>
  )
}
