import { useParams } from 'wouter'
import { Spinner } from '../../../components/Spinner'
import { previewTextLength, previewThumb, useDocumentTitle, useMissingTitle, usePageTitle } from '../../../lib/useDocumentTitle'
import { excerpt } from '../../../lib/text'
import { fileURL } from '../../../lib/records'
import { isNotFound } from '../../../lib/apiFetch'
import { useBlog, useRelatedBlogs } from '../queries'
import { FetchError } from '../../../components/FetchError'
import { ArticleView, BackToBlog } from './ArticleView'
import { useMessages } from '../../../lib/i18n/useLocale'
import { blogMessages } from '../messages'

export function ArticleScreen() {
  const { slug = '' } = useParams()
  const blog = useBlog(slug)
  const related = useRelatedBlogs(slug)
  const notFound = blog.isError && isNotFound(blog.error)
  const words = useMessages(blogMessages)
  const missingTitle = useMissingTitle()
  const pageTitle = usePageTitle('blog-article')
  useDocumentTitle(blog.data?.title ?? (notFound ? missingTitle : pageTitle), {
    description: blog.data && excerpt(blog.data.description, previewTextLength),
    image: blog.data && fileURL(blog.data, blog.data.image, previewThumb),
  })

  if (blog.isPending) {
    return (
      <main className="flex min-h-[60vh] items-center justify-center">
        <Spinner size={80} label={words.loadingArticle} />
      </main>
    )
  }
  if (blog.isError) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        {notFound ? (
          <>
            <h1 className="text-2xl font-extrabold text-red-700">{missingTitle}</h1>
            <p className="mt-3 text-slate-600">{words.notFoundText}</p>
          </>
        ) : (
          <FetchError onRetry={() => void blog.refetch()} retrying={blog.isFetching} />
        )}
        <BackToBlog className="mt-8" />
      </main>
    )
  }

  return <ArticleView article={blog.data} related={related.data ?? []} />
}
