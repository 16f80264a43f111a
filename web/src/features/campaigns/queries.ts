import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Campaign } from '../../lib/contract.gen'
import { isNotFound } from '../../lib/apiFetch'
import { initialData, loadedAt } from '../../lib/initialData'
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

function isCampaign(slug: string) {
  return (data: unknown) => (typeof data === 'object' && data !== null && 'slug' in data && data.slug === slug ? (data as Campaign) : undefined)
}

export function useCampaign(slug: string) {
  return useQuery({
    queryKey: campaignKeys.detail(slug),
    queryFn: () => getCampaign(slug),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    initialData: () => initialData('campaigns.detail', isCampaign(slug)),
    initialDataUpdatedAt: loadedAt,
    refetchInterval: progressRefreshMs,
  })
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
