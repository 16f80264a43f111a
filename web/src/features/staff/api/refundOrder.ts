import { staffCall } from './staffCall'
import type { OrderDetail } from '../../../lib/contract.gen'

/** Units of one order line to refund (line: its index in the order's lines). */
export type RefundLine = { line: number; quantity: number }

/** Refunds the chosen units; the server prices them from the order and gives their stock back. */
export const refundOrder = (id: string, input: { reason: string; lines: RefundLine[] }) =>
  staffCall<OrderDetail>(`/orders/${encodeURIComponent(id)}/refund`, { method: 'POST', body: input })
