import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isNotFound } from '../../lib/apiFetch'
import { initialData, loadedAt, recordWithId, wholeList } from '../../lib/initialData'
import { subscribeToChanges } from '../../lib/realtime'
import { getBlog } from './api/getBlog'
import { listBlogs } from './api/listBlogs'
import { listRelatedBlogs } from './api/listRelatedBlogs'
import type { Blog, BlogSummary } from './types'

export const blogKeys = {
  all: ['blogs'] as const,
  list: ['blogs', 'list'] as const,
  detail: (id: string) => ['blogs', 'detail', id] as const,
  related: (id: string) => ['blogs', 'related', id] as const,
}

/** The server's first page of the list is the whole list when there is one page (as listBlogs reads it). */
function embeddedList(): BlogSummary[] | undefined {
  return initialData('blogs.list', wholeList<BlogSummary>)
}

function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !isNotFound(error) && failures < 1
}

/** How long after the list appears its live updates start. */
const liveAfterMs = 2000

/** Every blog entry, kept live: any change in the collection refreshes every blog query. */
export function useLiveBlogList() {
  const queryClient = useQueryClient()
  useEffect(() => {
    // Live a moment after the first screen, so the stream and its requests never delay it. The
    // change callback also runs once the stream is live: the list (from the page or an earlier
    // fetch) is read once more, so a change made before then is not missed.
    let stop = () => {}
    const timer = window.setTimeout(() => {
      stop = subscribeToChanges('blogs', () => void queryClient.invalidateQueries({ queryKey: blogKeys.all }))
    }, liveAfterMs)
    return () => {
      window.clearTimeout(timer)
      stop()
    }
  }, [queryClient])
  return useQuery({ queryKey: blogKeys.list, queryFn: listBlogs, initialData: embeddedList, initialDataUpdatedAt: loadedAt })
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
