import { apiFetch } from '../../../lib/apiFetch'
import type { CartItem } from '../../cart'
import type { ClientInfo, PlacedOrder } from '../../../lib/contract.gen'

/**
 * POST /api/orders with what the cart holds; prices are not sent: the server reads them
 * from the catalogue. Rejects with an ApiError (readOrderError words it for the form).
 */
export function placeOrder(items: CartItem[], clientInfo: ClientInfo): Promise<PlacedOrder> {
  const body = {
    items: items.map(({ id, size, color, quantity }) => ({ productId: id, size, color, quantity })),
    clientInfo,
  }
  return apiFetch<PlacedOrder>('/api/orders', { method: 'POST', body })
}
