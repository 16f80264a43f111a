import { blogDate } from '../../../blog'
import type { ArticleRow, ArticleState } from '../../../../lib/contract.gen'
import { listArticles } from '../../api/listArticles'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { cell } from '../ui/Table'
import { ContentList, EditLink } from './ContentList'
import { articleKind } from './kinds'
import { contentMessages } from './messages'
import { StateBadge } from './PublishingField'

const states: readonly ArticleState[] = ['draft', 'scheduled', 'published']
const isState = (value: string): value is ArticleState => (states as readonly string[]).includes(value)

/** /staff/articles: the blog's articles, drafts and scheduled ones included (undated drafts first, then newest first), by state, searchable by title. */
export function ArticlesScreen() {
  const w = useStaffWords(contentMessages).articles
  const { day } = useStaffFormat()
  return (
    <ContentList
      kind={articleKind}
      title={w.title}
      searchLabel={w.searchLabel}
      load={({ q, state, page }) => listArticles({ q, page, state: state !== undefined && isState(state) ? state : undefined })}
      states={{ options: states, label: (value) => (isState(value) ? w.states[value] : value) }}
      head={w.head}
      row={(article: ArticleRow) => (
        <tr key={article.id}>
          <td className={cell}>
            <EditLink kind={articleKind} id={article.id}>
              {article.title || w.untitled}
            </EditLink>
          </td>
          <td className={cell}>
            <StateBadge state={article.state} date={article.createdAt} />
          </td>
          <td className={cell}>{article.category}</td>
          <td className={`${cell} whitespace-nowrap`}>{article.createdAt ? day(blogDate(article)) : ''}</td>
          <td className={cell}>{article.authorName}</td>
        </tr>
      )}
    />
  )
}
