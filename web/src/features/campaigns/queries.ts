import { useQuery } from '@tanstack/react-query'
import type { Campaign } from '../../lib/contract.gen'
import { isNotFound } from '../../lib/apiFetch'
import { initialData, loadedAt } from '../../lib/initialData'
import { getCampaign } from './api/getCampaign'

export const campaignKeys = {
  detail: (slug: string) => ['campaigns', 'detail', slug] as const,
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
