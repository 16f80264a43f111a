import { staffCall } from './staffCall'
import type { GiftPage, Tribute } from '../../../lib/contract.gen'

/** Corrects whom a gift honours (a misspelt name, a wrong address); the audit log keeps it before and after. */
export const correctTribute = (id: string, tribute: Tribute) =>
  staffCall<GiftPage>(`/donations/${encodeURIComponent(id)}/tribute`, { method: 'POST', body: tribute })
