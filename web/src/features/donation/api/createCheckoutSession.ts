import { apiFetch } from '../../../lib/apiFetch'
import type { CheckoutSession, Interval } from '../../../lib/contract.gen'
import type { Locale } from '../../../lib/i18n/locale'
import type { GiftChoices, StripeMethod } from '../model'

/** What a recurring card gift is for: a plan's Stripe price, or a custom amount (cents) every interval. */
export type RecurringCardGift = { priceId: string } | { amount: number; interval: Interval }

/**
 * A recurring gift by card or direct debit: the server makes the Stripe subscription's Checkout session. `locale`: the
 * site's language the gift was made in (the server's mails and receipts follow it), not yet in the generated contract (contract.gen.ts).
 */
export const createCheckoutSession = (gift: RecurringCardGift, donorId: string, choices: GiftChoices, method: StripeMethod, locale: Locale) =>
  apiFetch<{ data: CheckoutSession }>('/api/donations/checkout-session', { method: 'POST', body: { ...gift, donorId, method, ...choices, locale } }).then(
    (r) => r.data,
  )
