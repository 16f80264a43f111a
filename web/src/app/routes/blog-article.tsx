import { ArticleScreen } from '../../features/blog/components/ArticleScreen'

export default ArticleScreen
