import { staffCall } from './staffCall'
import type { Receipt } from '../../../lib/contract.gen'

/** Issues the receipt a paid one-off gift is missing (after an address fix, say). */
export const issueReceipt = (donation: string) =>
  staffCall<Receipt>(`/donations/${encodeURIComponent(donation)}/receipt`, { method: 'POST' })
