import { apiFetch } from '../../../lib/apiFetch'
import type { ChequePledged } from '../../../lib/contract.gen'
import type { Rhythm } from '../model'
import type { Donor } from '../types'

/** A cheque pledge: the donor's details, the amount in cents and how often. */
export const sendDonationCheque = (cheque: Donor & { amount: number; rhythm: Rhythm }) =>
  apiFetch<{ data: ChequePledged }>('/api/donations/cheque', { method: 'POST', body: cheque }).then((r) => r.data)
