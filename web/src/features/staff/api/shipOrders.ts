import type { BulkShipped } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** Marks up to 100 paid orders shipped at once, each audited and its customer mailed. */
export const shipOrders = (ids: string[]) => staffCall<BulkShipped>('/orders/ship', { method: 'POST', body: { ids } })
