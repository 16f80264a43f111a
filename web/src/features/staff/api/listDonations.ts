import { staffCall } from './staffCall'
import type { DonationList, DonationStatus, Method, Rhythm } from '../../../lib/contract.gen'

export type DonationFilters = {
  method?: Method
  rhythm?: Rhythm
  status?: DonationStatus
  /** YYYY-MM-DD, inclusive. */
  from?: string
  to?: string
  q?: string
  page: number
}

export const listDonations = ({ q, ...filters }: DonationFilters) =>
  staffCall<DonationList>('/donations', { query: { ...filters, q: q || undefined, perPage: 20 } })
