import { donorCall } from './donorCall'
import type { Gift } from '../../../lib/contract.gen'

/** Stops a recurring gift: no further payment. A gift already stopped comes back as it is. */
export const stopGift = (id: string) =>
  donorCall<{ data: Gift }>(`/gifts/${encodeURIComponent(id)}/stop`, { method: 'POST', body: {} }).then((r) => r.data)
