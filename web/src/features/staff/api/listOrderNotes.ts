import type { OrderNotes } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** The staff's internal notes on an order, oldest first (never shown to the customer). */
export const listOrderNotes = (orderId: string) => staffCall<OrderNotes>(`/orders/${encodeURIComponent(orderId)}/notes`)
