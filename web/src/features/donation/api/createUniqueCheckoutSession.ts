import { apiFetch } from '../../../lib/apiFetch'
import type { CheckoutSession } from '../../../lib/contract.gen'
import type { GiftChoices } from '../model'

/** A one-off card gift: amount in cents. */
export const createUniqueCheckoutSession = (amount: number, donorId: string, choices: GiftChoices) =>
  apiFetch<{ data: CheckoutSession }>('/api/donations/unique-checkout-session', { method: 'POST', body: { amount, donorId, ...choices } }).then(
    (r) => r.data,
  )
