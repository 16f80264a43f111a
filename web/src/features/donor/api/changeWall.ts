import { donorCall } from './donorCall'
import type { Gift, WallChoice } from '../../../lib/contract.gen'

/** Shows or hides the donor's name (and amount) on the wall of the gift's campaign, under the name they choose. */
export const changeWall = ({ id, wall }: { id: string; wall: WallChoice }) =>
  donorCall<{ data: Gift }>(`/gifts/${encodeURIComponent(id)}/wall`, { method: 'PATCH', body: wall }).then((r) => r.data)
