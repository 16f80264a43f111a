import { staffCall } from './staffCall'
import type { DonationRow } from '../../../lib/contract.gen'

export type ChequeReceipt = { date: string; amount: number; bank: string; chequeNumber: string }

/** Records a received cheque: `amount` in cents, `date` YYYY-MM-DD. */
export const receiveCheque = (id: string, body: ChequeReceipt) =>
  staffCall<DonationRow>(`/donations/${encodeURIComponent(id)}/cheque-received`, { method: 'POST', body })
