import { staffCall } from './staffCall'
import type { DonationRow } from '../../../lib/contract.gen'

export const cancelPledge = (id: string, reason: string) =>
  staffCall<DonationRow>(`/donations/${encodeURIComponent(id)}/cheque-cancelled`, { method: 'POST', body: { reason } })
