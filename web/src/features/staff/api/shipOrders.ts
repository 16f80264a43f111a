import type { BulkShipped } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** What a bulk "mark shipped" sends: the orders, their carrier and each parcel's tracking number (both optional). */
export interface BulkShip {
  ids: string[]
  carrier: string
  trackingNumbers: Record<string, string>
}

/** Marks up to 100 paid orders shipped at once, each audited and its customer mailed. */
export const shipOrders = (body: BulkShip) => staffCall<BulkShipped>('/orders/ship', { method: 'POST', body })
