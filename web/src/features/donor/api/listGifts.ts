import { donorCall } from './donorCall'
import type { GiftList } from '../../../lib/contract.gen'

/** The signed-in donor's gifts, newest first, with the email they are linked to. */
export const listGifts = () => donorCall<{ data: GiftList }>('/gifts').then((r) => r.data)
