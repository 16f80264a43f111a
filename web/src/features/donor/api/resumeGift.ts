import { donorCall } from './donorCall'
import type { Gift } from '../../../lib/contract.gen'

/** Resumes a paused gift now, before its pause ends. */
export const resumeGift = (id: string) =>
  donorCall<{ data: Gift }>(`/gifts/${encodeURIComponent(id)}/resume`, { method: 'POST', body: {} }).then((r) => r.data)
