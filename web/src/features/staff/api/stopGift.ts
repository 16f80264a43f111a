import { staffCall } from './staffCall'
import type { GiftPage } from '../../../lib/contract.gen'

/** Stops a running recurring gift at its provider for a donor who asked; the reason goes to the audit log. */
export const stopGift = (id: string, reason: string) => staffCall<GiftPage>(`/donations/${encodeURIComponent(id)}/stop`, { method: 'POST', body: { reason } })
