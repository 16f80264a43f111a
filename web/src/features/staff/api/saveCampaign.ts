import type { Campaign } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** What an editor types for a campaign: the goal in cents, the dates as 2026-03-01 ("" for none). */
export type CampaignInput = { slug: string; title: string; summary: string; goalCents: number | null; startsAt: string; endsAt: string; project: string }

/** Creates a campaign, or edits the one with that id (its slug stays) → the campaign with its totals. */
export const saveCampaign = (input: CampaignInput, id?: string) =>
  id
    ? staffCall<Campaign>(`/campaigns/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
    : staffCall<Campaign>('/campaigns', { method: 'POST', body: input })
