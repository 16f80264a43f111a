import { BlogListScreen } from '../../features/blog/components/BlogListScreen'

export default BlogListScreen
