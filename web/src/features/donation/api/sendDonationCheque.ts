import { apiFetch } from '../../../lib/apiFetch'
import type { ChequePledged } from '../../../lib/contract.gen'
import type { Locale } from '../../../lib/i18n/locale'
import type { GiftChoices, Rhythm } from '../model'
import type { Donor } from '../types'

/** The site's language the gift was made in (the server's mails and receipts follow it): not yet in the generated contract (contract.gen.ts), so declared here. */
type GiftLocale = { locale: Locale }

/** A cheque pledge: the donor's details, the amount in cents and how often, its campaign and designation. */
export const sendDonationCheque = (cheque: Donor & GiftChoices & GiftLocale & { amount: number; rhythm: Rhythm }) =>
  apiFetch<{ data: ChequePledged }>('/api/donations/cheque', { method: 'POST', body: cheque }).then((r) => r.data)
