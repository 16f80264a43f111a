import { apiFetch } from '../../../lib/apiFetch'

/** Asks our server to capture the PayPal order the donor approved and record the gift. */
export const capturePayPalOrder = (orderId: string) =>
  apiFetch<{ data: { status: string } }>(`/api/donations/paypal/orders/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
    body: {},
  }).then((r) => r.data)
