import type { CartItem } from '../cart/cart'
import { readOrderError, type ClientField, type OrderFailure } from './errors'

export type ClientInfo = Record<ClientField, string>

/** The order as the server priced it (euros). */
export type PlacedOrder = { id: string; total: number; tax: number; amountTotal: number; status: string; payment: boolean }

export class OrderError extends Error {
  constructor(readonly failure: OrderFailure) {
    super(failure.message)
  }
}

/** POST /api/orders with what the cart holds; prices are not sent: the server reads them from the catalogue. */
export async function placeOrder(items: CartItem[], clientInfo: ClientInfo): Promise<PlacedOrder> {
  const body = {
    items: items.map(({ id, size, color, quantity }) => ({ productId: id, size, color, quantity })),
    clientInfo,
  }
  let response: Response
  try {
    response = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    throw new OrderError(readOrderError(0, null))
  }
  const answer: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new OrderError(readOrderError(response.status, answer))
  return answer as PlacedOrder
}
