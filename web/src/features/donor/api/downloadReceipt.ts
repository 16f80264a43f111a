import { saveBlob } from '../../../lib/apiFile'
import { donorFile } from './donorCall'
import type { DonorReceipt } from '../../../lib/contract.gen'

/** Downloads one of the donor's tax receipts as recu-fiscal-{number}.pdf. */
export async function downloadReceipt(receipt: Pick<DonorReceipt, 'id' | 'number'>): Promise<void> {
  saveBlob(await donorFile(`/receipts/${encodeURIComponent(receipt.id)}`), `recu-fiscal-${receipt.number}.pdf`)
}
