import { saveBlob } from '../../../lib/apiFile'
import { staffFile } from './staffFile'
import type { OrderRow } from '../../../lib/contract.gen'

/** Downloads an order's packing slip: one A4 page to put in the parcel (no prices). */
export async function downloadPackingSlip(order: Pick<OrderRow, 'id' | 'number'>): Promise<void> {
  const blob = await staffFile(`/orders/${encodeURIComponent(order.id)}/slip.pdf`)
  saveBlob(blob, `packing-slip-${order.number > 0 ? order.number : order.id}.pdf`)
}
