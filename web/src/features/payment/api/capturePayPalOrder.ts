import { apiFetch } from '../../../lib/apiFetch'
import type { OrderView } from '../../../lib/contract.gen'

/** Asks our server to capture the approved PayPal order and record the payment. */
export const capturePayPalOrder = (orderId: string, paypalOrderId: string) =>
  apiFetch<OrderView>(`/api/orders/${encodeURIComponent(orderId)}/paypal/capture`, { method: 'POST', body: { paypalOrderId } })
