import { staffCall } from './staffCall'
import type { GiftPage } from '../../../lib/contract.gen'

/** Pauses a running recurring gift for 1 to 3 months, for a donor who asked; audited. */
export const pauseGift = (id: string, months: number) => staffCall<GiftPage>(`/donations/${encodeURIComponent(id)}/pause`, { method: 'POST', body: { months } })
