import { apiFetch } from '../../../lib/apiFetch'
import type { CheckoutSession } from '../../../lib/contract.gen'

/** A one-off card gift: amount in cents. */
export const createUniqueCheckoutSession = (amount: number, donorId: string) =>
  apiFetch<{ data: CheckoutSession }>('/api/donations/unique-checkout-session', { method: 'POST', body: { amount, donorId } }).then(
    (r) => r.data,
  )
