import { withQueries } from '../withQueries'
import { BlogListScreen } from '../../features/blog/components/BlogListScreen'

export default withQueries(BlogListScreen)
