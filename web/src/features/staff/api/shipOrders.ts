import { staffCall } from './staffCall'
import type { OrderRow } from './types'

/** What a bulk "mark shipped" did: the orders shipped (each customer mailed), and those left as they were, and why. */
export type BulkShipped = { shipped: OrderRow[]; refused: { id: string; message: string }[] }

/** Marks up to 100 paid orders shipped at once, each audited and its customer mailed. */
export const shipOrders = (ids: string[]) => staffCall<BulkShipped>('/orders/ship', { method: 'POST', body: { ids } })
