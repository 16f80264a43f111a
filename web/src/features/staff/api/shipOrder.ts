import { staffCall } from './staffCall'
import type { OrderDetail } from '../../../lib/contract.gen'

export const shipOrder = (id: string, body: { carrier: string; trackingNumber: string }) =>
  staffCall<OrderDetail>(`/orders/${encodeURIComponent(id)}/ship`, { method: 'POST', body })
