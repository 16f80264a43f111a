import { staffCall } from './staffCall'
import type { OrderDetail } from '../../../lib/contract.gen'

export const getOrder = (id: string) => staffCall<OrderDetail>(`/orders/${encodeURIComponent(id)}`)
