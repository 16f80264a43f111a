import { staffCall } from './staffCall'
import type { OrderDetail } from '../../../lib/contract.gen'

export const cancelOrder = (id: string, reason: string) =>
  staffCall<OrderDetail>(`/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: { reason } })
