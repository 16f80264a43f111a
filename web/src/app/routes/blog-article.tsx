import { withQueries } from '../withQueries'
import { ArticleScreen } from '../../features/blog/components/ArticleScreen'

export default withQueries(ArticleScreen)
