import { staffCall } from './staffCall'
import type { GiftPage } from '../../../lib/contract.gen'

/** Sets a running card gift's amount (cents) for the payments to come. */
export const changeGiftAmount = (id: string, amount: number) =>
  staffCall<GiftPage>(`/donations/${encodeURIComponent(id)}/amount`, { method: 'POST', body: { amount } })
