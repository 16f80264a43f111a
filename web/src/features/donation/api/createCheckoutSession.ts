import { apiFetch } from '../../../lib/apiFetch'
import type { CheckoutSession } from '../types'

/** A recurring card gift on the plan whose Stripe price is priceId. */
export const createCheckoutSession = (priceId: string, donorId: string) =>
  apiFetch<{ data: CheckoutSession }>('/api/donations/checkout-session', { method: 'POST', body: { priceId, donorId } }).then(
    (r) => r.data,
  )
