import { apiFetch } from '../../../lib/apiFetch'
import type { PayPalShopOrder } from '../../../lib/contract.gen'

/** Opens the PayPal order for the order's server-computed total; returns PayPal's order id. */
export async function createPayPalOrder(orderId: string): Promise<string> {
  const created = await apiFetch<PayPalShopOrder>(`/api/orders/${encodeURIComponent(orderId)}/paypal`, { method: 'POST' })
  return created.id
}
