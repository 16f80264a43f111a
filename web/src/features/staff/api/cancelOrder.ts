import { staffCall } from './staffCall'
import type { OrderDetail } from './types'

export const cancelOrder = (id: string, reason: string) =>
  staffCall<OrderDetail>(`/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: { reason } })
