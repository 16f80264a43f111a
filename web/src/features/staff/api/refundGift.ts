import { staffCall } from './staffCall'
import type { GiftPage } from '../../../lib/contract.gen'

/** Gives back `amount` cents of a one-off gift (all that is left when undefined), with the reason. */
export const refundGift = (id: string, amount: number | undefined, reason: string) =>
  staffCall<GiftPage>(`/donations/${encodeURIComponent(id)}/refund`, { method: 'POST', body: { amount, reason } })
