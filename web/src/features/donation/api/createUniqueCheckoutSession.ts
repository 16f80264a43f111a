import { apiFetch } from '../../../lib/apiFetch'
import type { CheckoutSession } from '../../../lib/contract.gen'
import type { GiftChoices, StripeMethod } from '../model'

/** A one-off gift by card or direct debit (Stripe Checkout): amount in cents. */
export const createUniqueCheckoutSession = (amount: number, donorId: string, choices: GiftChoices, method: StripeMethod) =>
  apiFetch<{ data: CheckoutSession }>('/api/donations/unique-checkout-session', { method: 'POST', body: { amount, donorId, method, ...choices } }).then(
    (r) => r.data,
  )
