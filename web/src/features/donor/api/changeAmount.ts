import { donorCall } from './donorCall'
import type { Gift } from '../../../lib/contract.gen'

/** A card recurring gift's new amount (cents), from its next payment on; nothing is charged now. */
export const changeAmount = ({ id, amount }: { id: string; amount: number }) =>
  donorCall<{ data: Gift }>(`/gifts/${encodeURIComponent(id)}/amount`, { method: 'POST', body: { amount } }).then((r) => r.data)
