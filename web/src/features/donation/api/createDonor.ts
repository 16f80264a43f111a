import { apiFetch } from '../../../lib/apiFetch'
import type { Donor } from '../types'

/** Records the donor's details; returns the donor record's id. */
export const createDonor = (donor: Donor) =>
  apiFetch<{ id: string }>('/api/donations/donors', { method: 'POST', body: donor }).then((r) => r.id)
