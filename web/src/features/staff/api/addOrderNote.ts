import { staffCall } from './staffCall'
import type { OrderNote } from '../../../lib/contract.gen'

/** Adds an internal note (up to 2,000 characters) to an order; the server audits it. */
export const addOrderNote = (orderId: string, text: string) =>
  staffCall<OrderNote>(`/orders/${encodeURIComponent(orderId)}/notes`, { method: 'POST', body: { text } })
