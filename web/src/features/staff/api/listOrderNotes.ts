import { staffCall } from './staffCall'
import type { OrderNote } from './types'

/** The staff's internal notes on an order, oldest first (never shown to the customer). */
export const listOrderNotes = (orderId: string) => staffCall<{ items: OrderNote[] }>(`/orders/${encodeURIComponent(orderId)}/notes`)
