import { blogDate } from '../../../blog'
import { listArticles, type ArticleRow } from '../../api/listArticles'
import { day } from '../../format'
import { cell } from '../ui/Table'
import { ContentList, EditLink } from './ContentList'
import { articleKind } from './kinds'

/** /staff/articles: the blog's articles, newest first, searchable by title. */
export function ArticlesScreen() {
  return (
    <ContentList
      kind={articleKind}
      title="Articles"
      searchLabel="Search by title"
      load={listArticles}
      head={['Title', 'Category', 'Date', 'Author']}
      row={(article: ArticleRow) => (
        <tr key={article.id}>
          <td className={cell}>
            <EditLink kind={articleKind} id={article.id}>
              {article.title || 'Untitled'}
            </EditLink>
          </td>
          <td className={cell}>{article.category}</td>
          <td className={`${cell} whitespace-nowrap`}>{day(blogDate(article))}</td>
          <td className={cell}>{article.authorName}</td>
        </tr>
      )}
    />
  )
}
