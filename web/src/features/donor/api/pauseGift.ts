import { donorCall } from './donorCall'
import type { Gift } from '../../../lib/contract.gen'

/** Pauses a running recurring gift for 1 to 3 months: no payment until then, and it starts again by itself. */
export const pauseGift = ({ id, months }: { id: string; months: number }) =>
  donorCall<{ data: Gift }>(`/gifts/${encodeURIComponent(id)}/pause`, { method: 'POST', body: { months } }).then((r) => r.data)
