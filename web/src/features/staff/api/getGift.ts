import { staffCall } from './staffCall'
import type { GiftPage } from './types'

export const getGift = (id: string) => staffCall<GiftPage>(`/donations/${encodeURIComponent(id)}`)
