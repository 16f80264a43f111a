import { staffCall } from './staffCall'
import type { CancelResult } from '../../../lib/contract.gen'

/** Cancels a receipt (its number stays used) and, with `replace`, issues a new one naming it. */
export const cancelReceipt = (id: string, body: { reason: string; replace: boolean }) =>
  staffCall<CancelResult>(`/receipts/${encodeURIComponent(id)}/cancel`, { method: 'POST', body })
