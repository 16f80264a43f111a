import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { maxPage } from '../../lib/pagination'
import { subscribeToChanges } from '../../lib/realtime'
import { getBlogTally } from './api/getBlogTally'
import { getFeaturedBlog } from './api/getFeaturedBlog'
import { listBlogPage } from './api/listBlogPage'
import { pageShown, type BlogListing } from './listing'
import { blogKeys } from './queries'

/**
 * Reads page `requested` of the list: the tally (kept until a change in the collection), then
 * the page and, beyond page 1, the featured entry (kept likewise), so that turning a page reads
 * six entries. A page beyond the last reads the last.
 */
async function readListing(queryClient: QueryClient, requested: number): Promise<BlogListing> {
  const kept = { staleTime: Infinity, gcTime: Infinity }
  const tally = await queryClient.fetchQuery({ queryKey: blogKeys.tally, queryFn: getBlogTally, ...kept })
  const skipped = tally.firstCreated
  const featuredKey = blogKeys.featured(skipped)
  const page = pageShown(Math.min(requested, maxPage), tally)
  const [items, featured] = await Promise.all([
    listBlogPage(page, skipped),
    page > 1 ? queryClient.fetchQuery({ queryKey: featuredKey, queryFn: () => getFeaturedBlog(skipped), ...kept }) : null,
  ])
  if (page > 1) return { tally, featured, page, items }
  queryClient.setQueryData(featuredKey, items[0] ?? null)
  return { tally, featured: items[0] ?? null, page, items }
}

/**
 * Page `requested` of the list's query: its screen's, and its page's loader on the server
 * (src/server/loaders.ts), which so fills the tally and the featured entry too: the page embeds
 * all three, and turning to another page then reads only that page.
 */
export function blogListingQuery(queryClient: QueryClient, requested: number) {
  return queryOptions({ queryKey: blogKeys.list(requested), queryFn: () => readListing(queryClient, requested) })
}

/** How long after the list appears its live updates start. */
const liveAfterMs = 2000

/**
 * Page `requested` of the list, kept live: a change in the collection reads the page on screen
 * again (other pages are read when shown). While another page loads, the last one stays.
 */
export function useBlogListing(requested: number) {
  const queryClient = useQueryClient()
  useEffect(() => {
    // Live a moment after the first screen, so the stream and its requests never delay it. The
    // change callback also runs once the stream is live: the page (from the served page or an
    // earlier fetch) is read once more, so a change made before then is not missed.
    let stop = () => {}
    const timer = window.setTimeout(() => {
      stop = subscribeToChanges('blogs', () => void queryClient.invalidateQueries({ queryKey: blogKeys.all }))
    }, liveAfterMs)
    return () => {
      window.clearTimeout(timer)
      stop()
    }
  }, [queryClient])
  return useQuery({ ...blogListingQuery(queryClient, requested), placeholderData: keepPreviousData })
}
