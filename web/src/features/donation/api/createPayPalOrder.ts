import { apiFetch } from '../../../lib/apiFetch'
import type { PayPalGiftOrder } from '../../../lib/contract.gen'

/** Opens a one-off PayPal gift (amount in cents); returns PayPal's order id. */
export const createPayPalOrder = (amount: number, donorId: string) =>
  apiFetch<{ data: PayPalGiftOrder }>('/api/donations/paypal/orders', {
    method: 'POST',
    body: { amount, donorId },
  }).then((r) => r.data.orderId)
