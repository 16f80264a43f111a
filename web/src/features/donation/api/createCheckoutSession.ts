import { apiFetch } from '../../../lib/apiFetch'
import type { CheckoutSession, Interval } from '../../../lib/contract.gen'
import type { GiftChoices } from '../model'

/** What a recurring card gift is for: a plan's Stripe price, or a custom amount (cents) every interval. */
export type RecurringCardGift = { priceId: string } | { amount: number; interval: Interval }

/** A recurring card gift: the server makes the Stripe subscription's Checkout session. */
export const createCheckoutSession = (gift: RecurringCardGift, donorId: string, choices: GiftChoices) =>
  apiFetch<{ data: CheckoutSession }>('/api/donations/checkout-session', { method: 'POST', body: { ...gift, donorId, ...choices } }).then(
    (r) => r.data,
  )
