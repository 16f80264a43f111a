import { staffCall } from './staffCall'
import type { DonorRow, Page } from '../../../lib/contract.gen'

export const listDonors = ({ q, page }: { q?: string; page: number }) =>
  staffCall<Page<DonorRow>>('/donors', { query: { q: q || undefined, page, perPage: 20 } })
