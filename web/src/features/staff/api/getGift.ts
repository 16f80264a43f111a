import { staffCall } from './staffCall'
import type { GiftPage } from '../../../lib/contract.gen'

export const getGift = (id: string) => staffCall<GiftPage>(`/donations/${encodeURIComponent(id)}`)
