import { saveBlob } from '../../../lib/apiFile'
import { staffFile } from './staffFile'

/** Downloads the packing slips of up to 100 orders, one page each, in the order given. */
export async function downloadPackingSlips(ids: string[]): Promise<void> {
  saveBlob(await staffFile('/orders/slips.pdf', undefined, { ids }), 'packing-slips.pdf')
}
