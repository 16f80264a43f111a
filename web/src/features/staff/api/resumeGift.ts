import { staffCall } from './staffCall'
import type { GiftPage } from '../../../lib/contract.gen'

/** Resumes a paused gift now; audited. */
export const resumeGift = (id: string) => staffCall<GiftPage>(`/donations/${encodeURIComponent(id)}/resume`, { method: 'POST', body: {} })
