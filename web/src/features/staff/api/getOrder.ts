import { staffCall } from './staffCall'
import type { OrderDetail } from './types'

export const getOrder = (id: string) => staffCall<OrderDetail>(`/orders/${encodeURIComponent(id)}`)
