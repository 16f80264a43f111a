import { PageIntro } from '../../../components/PageIntro'
import { useRef } from 'react'
import { useSearchParams } from 'wouter'
import { Pagination } from '../../../components/Pagination'
import { Spinner } from '../../../components/Spinner'
import { parsePage } from '../../../lib/pagination'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { totalPages } from '../listing'
import { useBlogListing } from '../listQueries'
import { BlogCard } from './BlogCard'
import { FeaturedBlog } from './FeaturedBlog'
import { FetchError } from '../../../components/FetchError'
import { useMessages } from '../../../lib/i18n/useLocale'
import { blogMessages } from '../messages'

export function BlogListScreen() {
  const [params, setParams] = useSearchParams()
  const { data, isPending, isError, refetch, isFetching } = useBlogListing(parsePage(params.get('page')))
  const articlesHeading = useRef<HTMLHeadingElement>(null)
  const words = useMessages(blogMessages)

  // The page read: the one asked for, or the last when it asked beyond it.
  const page = data?.page ?? 1
  const total = totalPages(data?.tally.articles ?? 0)
  useDocumentTitle(words.listTitle(page))

  // The page lives in the URL so that a reload or the back button keeps it.
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {})
    const heading = articlesHeading.current
    if (heading) {
      heading.focus({ preventScroll: true })
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
    }
  }

  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-10">
      <PageIntro eyebrow={words.eyebrow} title="Blog" className="mb-8" />

      {isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner size={80} label={words.loadingArticles} />
        </div>
      ) : isError ? (
        <FetchError onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.featured === null ? (
        <p className="rounded-2xl bg-brand-50 p-8 text-center text-slate-600">{words.noArticles}</p>
      ) : (
        <>
          <FeaturedBlog blog={data.featured} />
          <h2
            ref={articlesHeading}
            tabIndex={-1}
            className="mt-16 scroll-mt-28 text-2xl font-extrabold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
          >
            {words.articles}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.items.map((blog) => (
              <li key={blog.id}>
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
          <Pagination page={page} total={total} onChange={goTo} label={words.pagesLabel} />
        </>
      )}
    </main>
  )
}
