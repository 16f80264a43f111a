import { apiFetch } from '../../../lib/apiFetch'
import type { ChequePledged } from '../../../lib/contract.gen'
import type { GiftChoices, Rhythm } from '../model'
import type { Donor } from '../types'

/** A cheque pledge: the donor's details, the amount in cents and how often, its campaign and designation. */
export const sendDonationCheque = (cheque: Donor & GiftChoices & { amount: number; rhythm: Rhythm }) =>
  apiFetch<{ data: ChequePledged }>('/api/donations/cheque', { method: 'POST', body: cheque }).then((r) => r.data)
