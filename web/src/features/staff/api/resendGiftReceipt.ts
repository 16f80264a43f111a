import { staffCall } from './staffCall'
import type { GiftPage } from '../../../lib/contract.gen'

/** Mails the gift's newest valid receipt to its donor again. */
export const resendGiftReceipt = (id: string) => staffCall<GiftPage>(`/donations/${encodeURIComponent(id)}/resend-receipt`, { method: 'POST', body: {} })
