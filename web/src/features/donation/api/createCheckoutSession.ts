import { apiFetch } from '../../../lib/apiFetch'
import type { CheckoutSession, Interval } from '../../../lib/contract.gen'
import type { GiftChoices, StripeMethod } from '../model'

/** What a recurring card gift is for: a plan's Stripe price, or a custom amount (cents) every interval. */
export type RecurringCardGift = { priceId: string } | { amount: number; interval: Interval }

/** A recurring gift by card or direct debit: the server makes the Stripe subscription's Checkout session. */
export const createCheckoutSession = (gift: RecurringCardGift, donorId: string, choices: GiftChoices, method: StripeMethod) =>
  apiFetch<{ data: CheckoutSession }>('/api/donations/checkout-session', { method: 'POST', body: { ...gift, donorId, method, ...choices } }).then(
    (r) => r.data,
  )
