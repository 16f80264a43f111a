import { apiFetch } from '../../../lib/apiFetch'
import type { GiftCaptured } from '../../../lib/contract.gen'

/** Asks our server to capture the PayPal order the donor approved and record the gift. */
export const capturePayPalOrder = (orderId: string) =>
  apiFetch<{ data: GiftCaptured }>(`/api/donations/paypal/orders/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
    body: {},
  }).then((r) => r.data)
