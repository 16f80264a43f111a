import { apiFetch } from '../../../lib/apiFetch'
import type { SupporterPage } from '../../../lib/contract.gen'

/** A page of a campaign's wall, newest first: the supporters who chose to be named, their money kept. */
export const listSupporters = (slug: string, page: number) =>
  apiFetch<SupporterPage>(`/api/campaigns/${encodeURIComponent(slug)}/supporters?page=${page}`)
