import { donorCall } from './donorCall'
import type { Gift } from '../../../lib/contract.gen'

/** Makes a card gift weekly or monthly from its next payment; nothing is charged now. */
export const changeRhythm = ({ id, interval }: { id: string; interval: 'week' | 'month' }) =>
  donorCall<{ data: Gift }>(`/gifts/${encodeURIComponent(id)}/interval`, { method: 'POST', body: { interval } }).then((r) => r.data)
