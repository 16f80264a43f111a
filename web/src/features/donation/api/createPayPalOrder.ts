import { apiFetch } from '../../../lib/apiFetch'
import type { PayPalGiftOrder } from '../../../lib/contract.gen'
import type { GiftChoices } from '../model'

/** Opens a one-off PayPal gift (amount in cents); returns PayPal's order id. */
export const createPayPalOrder = (amount: number, donorId: string, choices: GiftChoices) =>
  apiFetch<{ data: PayPalGiftOrder }>('/api/donations/paypal/orders', {
    method: 'POST',
    body: { amount, donorId, ...choices },
  }).then((r) => r.data.orderId)
