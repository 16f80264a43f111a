import { queryOptions, useQuery } from '@tanstack/react-query'
import { isNotFound } from '../../lib/apiFetch'
import { getBlog } from './api/getBlog'
import { listRelatedBlogs } from './api/listRelatedBlogs'
import type { Blog } from './types'

export const blogKeys = {
  all: ['blogs'] as const,
  /** One page of the list as the screen shows it, by the page asked for. */
  list: (page: number) => ['blogs', 'list', page] as const,
  /** The first-created entry's id, which every page leaves out, and the count of entries. */
  tally: ['blogs', 'tally'] as const,
  /** The featured entry, which every page shows. */
  featured: (skipped: string) => ['blogs', 'featured', skipped] as const,
  detail: (id: string) => ['blogs', 'detail', id] as const,
  related: (id: string) => ['blogs', 'related', id] as const,
}

/** The list's queries are in listQueries.ts: an article's page does not load them. */

function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !isNotFound(error) && failures < 1
}

/** An article's query: its screen's, and its page's loader on the server (src/server/loaders.ts). */
export function blogQuery(id: string) {
  return queryOptions({ queryKey: blogKeys.detail(id), queryFn: (): Promise<Blog> => getBlog(id), retry: retryUnlessNotFound })
}

export function useBlog(id: string) {
  return useQuery(blogQuery(id))
}

export function useRelatedBlogs(id: string) {
  return useQuery({ queryKey: blogKeys.related(id), queryFn: () => listRelatedBlogs(id) })
}
