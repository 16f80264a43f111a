import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { isNotFound } from '../../lib/apiFetch'
import { initialData, loadedAt, recordWithId } from '../../lib/initialData'
import { clampPage, maxPage } from '../../lib/pagination'
import { subscribeToChanges } from '../../lib/realtime'
import { getBlog } from './api/getBlog'
import { getFeaturedBlog } from './api/getFeaturedBlog'
import { getFirstCreatedBlog } from './api/getFirstCreatedBlog'
import { listBlogPage } from './api/listBlogPage'
import { listRelatedBlogs } from './api/listRelatedBlogs'
import { anyListing, embeddedListing, type BlogListing } from './listing'
import type { Blog } from './types'

export const blogKeys = {
  all: ['blogs'] as const,
  /** One page of the list as the screen shows it, by the page asked for. */
  list: (page: number) => ['blogs', 'list', page] as const,
  /** The first-created entry's id, which every page leaves out. */
  skipped: ['blogs', 'skipped'] as const,
  /** The featured entry, which every page shows. */
  featured: (skipped: string) => ['blogs', 'featured', skipped] as const,
  detail: (id: string) => ['blogs', 'detail', id] as const,
  related: (id: string) => ['blogs', 'related', id] as const,
}

function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !isNotFound(error) && failures < 1
}

/**
 * Keeps the skipped and featured entries of the listing the server put in the page, whichever
 * page it is (they are every page's), as fresh as the page: turning to another page then reads
 * only that page. Once: a later change in the collection invalidates them.
 */
function keepServedEntries(queryClient: QueryClient): void {
  const served = initialData('blogs.list', anyListing)
  if (!served || queryClient.getQueryData(blogKeys.skipped) !== undefined) return
  queryClient.setQueryData(blogKeys.skipped, served.skipped, { updatedAt: loadedAt })
  queryClient.setQueryData(blogKeys.featured(served.skipped), served.featured, { updatedAt: loadedAt })
}

/**
 * Reads page `requested` of the list: the skipped entry's id (kept until a change in the
 * collection), then the page and, beyond page 1, the featured entry (kept likewise), so that
 * turning a page reads six entries and their count. A page beyond the last reads the last.
 */
async function readListing(queryClient: QueryClient, requested: number): Promise<BlogListing> {
  const skipped = await queryClient.fetchQuery({
    queryKey: blogKeys.skipped,
    queryFn: getFirstCreatedBlog,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  const featuredQuery = {
    queryKey: blogKeys.featured(skipped),
    queryFn: () => getFeaturedBlog(skipped),
    staleTime: Infinity,
    gcTime: Infinity,
  }
  const page = Math.min(Math.max(1, requested), maxPage)
  let [list, featured] = await Promise.all([
    listBlogPage(page, skipped),
    page > 1 ? queryClient.fetchQuery(featuredQuery) : null,
  ])
  const within = clampPage(page, list.totalPages)
  if (within !== page) list = await listBlogPage(within, skipped)
  if (within === 1) {
    featured = list.items[0] ?? null
    queryClient.setQueryData(featuredQuery.queryKey, featured)
  }
  return { skipped, featured: featured ?? null, list }
}

/** How long after the list appears its live updates start. */
const liveAfterMs = 2000

/**
 * Page `requested` of the list, kept live: a change in the collection reads the page on screen
 * again (other pages are read when shown). While another page loads, the last one stays.
 */
export function useBlogListing(requested: number) {
  const queryClient = useQueryClient()
  useState(() => keepServedEntries(queryClient))
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
  return useQuery({
    queryKey: blogKeys.list(requested),
    queryFn: () => readListing(queryClient, requested),
    initialData: () => initialData('blogs.list', embeddedListing(requested)),
    initialDataUpdatedAt: loadedAt,
    placeholderData: keepPreviousData,
  })
}

export function useBlog(id: string) {
  return useQuery({
    queryKey: blogKeys.detail(id),
    queryFn: () => getBlog(id),
    retry: retryUnlessNotFound,
    initialData: () => initialData('blogs.detail', recordWithId<Blog>(id)),
    initialDataUpdatedAt: loadedAt,
  })
}

export function useRelatedBlogs(id: string) {
  return useQuery({ queryKey: blogKeys.related(id), queryFn: () => listRelatedBlogs(id) })
}
