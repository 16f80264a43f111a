import { apiFetch } from '../../../lib/apiFetch'
import type { Campaign } from '../../../lib/contract.gen'

/** A campaign and its progress, counted by the server from the ledger. */
export const getCampaign = (slug: string) => apiFetch<Campaign>(`/api/campaigns/${encodeURIComponent(slug)}`)
