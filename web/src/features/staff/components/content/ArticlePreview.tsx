import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'wouter'
import { Footer } from '../../../../components/layout/Footer'
import { Header } from '../../../../components/layout/Header'
import { useDocumentTitle } from '../../../../lib/useDocumentTitle'
import { ArticleView, useRelatedBlogs } from '../../../blog'
import { getArticle } from '../../api/getArticle'
import { Loadable } from '../ui/Loadable'
import { staffKeys } from '../../api/keys'
import { useStaffWords } from '../../language'
import { editPath, articleKind } from './kinds'
import { contentMessages } from './messages'
import { articleState, useStateLabel } from './PublishingField'

/**
 * /staff/preview/articles/:id (editors): the article as visitors will see it, in the site's
 * layout, whatever its state, under a band that says it is a preview and whether it is public.
 * It reads the article as last saved, through the staff route (drafts and scheduled articles are
 * public nowhere else); the related articles are the public ones, as the article's page will show.
 */
export function ArticlePreview() {
  const words = useStaffWords(contentMessages)
  const w = words.preview
  const stateLabel = useStateLabel()
  const { id = '' } = useParams()
  const article = useQuery({ queryKey: staffKeys.contentPreview(articleKind.staffKey, id), queryFn: () => getArticle(id), staleTime: 0 })
  const related = useRelatedBlogs(id)
  useDocumentTitle(w.title(article.data?.title ?? w.article))
  const state = article.data && articleState(article.data.status, article.data.createdAt)
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <div role="region" aria-label={w.band} className="sticky top-0 z-50 bg-amber-300 text-amber-950 shadow">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
          <p className="font-extrabold uppercase tracking-wider">{w.band}</p>
          {article.data && state && (
            <p>
              <span className="font-bold">{stateLabel(state, article.data.createdAt)}</span>
              {state === 'published' ? w.seen : w.notSeen}
            </p>
          )}
          <Link to={editPath(articleKind, id)} className="ml-auto font-bold underline underline-offset-2">
            {w.back}
          </Link>
        </div>
      </div>
      <Header />
      <div className="flex-1">
        <Loadable query={article} label={words.kinds.article.the}>
          {(data) => <ArticleView article={data} related={related.data ?? []} />}
        </Loadable>
      </div>
      <Footer />
    </div>
  )
}
