import { staffCall } from './staffCall'
import type { OrderDetail } from './types'

/** Refunds `amount` cents, or all that is left when amount is undefined. */
export const refundOrder = (id: string, amount: number | undefined) =>
  staffCall<OrderDetail>(`/orders/${encodeURIComponent(id)}/refund`, { method: 'POST', body: { amount } })
