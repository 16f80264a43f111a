/** The donor space's answers (internal/donors on the server). Amounts in cents, dates ISO ('' when none). */
import type { DonorFields } from '../../../lib/donorDetails'

export type Rhythm = 'once' | 'weekly' | 'monthly'
export type GiftMethod = 'card' | 'paypal' | 'cheque'
export type GiftStatus =
  | 'pending'
  | 'paid'
  | 'awaiting_cheque'
  | 'active'
  | 'past_due'
  | 'suspended'
  | 'cancelled'
  | 'failed'
  | 'expired'
  | 'refunded'

export type Receipt = {
  id: string
  number: string
  year: number
  /** 'single': one gift's; 'annual': a year's gifts together (then under no gift). */
  kind?: 'single' | 'annual'
  amount: number
  status: 'issued' | 'cancelled'
  /** 'company' for a company's receipt (article 238 bis of the CGI). */
  donorKind?: 'person' | 'company'
}

export type Gift = {
  id: string
  created: string
  amount: number
  currency: 'EUR'
  rhythm: Rhythm
  method: GiftMethod
  status: GiftStatus
  /** Paid through the TEST MODE gateway: no real money. */
  test: boolean
  paymentsCount: number
  /** Cents collected so far. */
  collected: number
  lastPaymentAt: string
  nextPaymentAt: string
  /** The provider's own word for the subscription ('' when none). */
  providerStatus: string
  /** Why the last renewal failed ('' when it did not). */
  paymentProblem: string
  actions: { stop: boolean; changeAmount: boolean; updateCard: boolean }
  /** Where a PayPal recurring gift's payment method is managed ('' for others). */
  manageAtPayPal: string
  receipts: Receipt[]
}

/** The signed-in donor's gifts, newest first, and every receipt of theirs (a gift's own ones are in the gift too). */
export type GiftList = { email: string; gifts: Gift[]; receipts?: Receipt[] }

/** The details the foundation holds for the donor (what their receipts name), in the donation form's French field names. */
export type DonorDetails = DonorFields & { email: string }
