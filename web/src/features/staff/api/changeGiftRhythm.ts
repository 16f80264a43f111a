import { staffCall } from './staffCall'
import type { GiftPage } from '../../../lib/contract.gen'

/** Makes a running card gift weekly or monthly from its next payment; audited. */
export const changeGiftRhythm = (id: string, interval: 'week' | 'month') =>
  staffCall<GiftPage>(`/donations/${encodeURIComponent(id)}/interval`, { method: 'POST', body: { interval } })
