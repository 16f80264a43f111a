import { apiFetch } from '../../../lib/apiFetch'
import type { OrderView } from '../../../lib/contract.gen'

/** One order for its payment page; rejects with an ApiError (status 404) when it does not exist. */
export const getOrder = (id: string) => apiFetch<OrderView>(`/api/orders/${encodeURIComponent(id)}`)
