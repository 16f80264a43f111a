import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Campaign } from '../../lib/contract.gen'
import { isNotFound } from '../../lib/apiFetch'
import { getCampaign } from './api/getCampaign'
import { listSupporters } from './api/listSupporters'

export const campaignKeys = {
  detail: (slug: string) => ['campaigns', 'detail', slug] as const,
  /** Keyed by the figures a new kept gift changes: the progress's poll brings the wall up to date, with no request of its own. */
  supporters: (c: Pick<Campaign, 'slug' | 'raisedCents' | 'donors'>) => ['campaigns', 'supporters', c.slug, c.raisedCents, c.donors] as const,
}

/**
 * How often an open campaign page asks for its progress again: a gift shows
 * within this, without a connection held open per visitor (docs/operations.md).
 */
export const progressRefreshMs = 30_000

/** A campaign's query: its screen's, and its page's loader on the server (src/server/loaders.ts). */
export function campaignQuery(slug: string) {
  return queryOptions({ queryKey: campaignKeys.detail(slug), queryFn: () => getCampaign(slug), retry: (failures, error) => !isNotFound(error) && failures < 1 })
}

export function useCampaign(slug: string) {
  return useQuery({ ...campaignQuery(slug), refetchInterval: progressRefreshMs })
}

/**
 * A page of the campaign's wall; asked again only when the polled progress changes. One page at a time
 * (not an infinite list): TanStack's infinite query would join the chunk every public page loads.
 */
export function useSupporters(campaign: Pick<Campaign, 'slug' | 'raisedCents' | 'donors'>, page: number) {
  return useQuery({
    queryKey: [...campaignKeys.supporters(campaign), page],
    queryFn: () => listSupporters(campaign.slug, page),
    // The key holds the figures a new name changes: what it keeps is never stale.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  })
}
