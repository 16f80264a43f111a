import { apiFetch } from '../../../lib/apiFetch'
import type { DonorSaved } from '../../../lib/contract.gen'
import type { Donor } from '../types'

/** Records the donor's details; returns the donor record's id. */
export const createDonor = (donor: Donor) =>
  apiFetch<DonorSaved>('/api/donations/donors', { method: 'POST', body: donor }).then((r) => r.id)
