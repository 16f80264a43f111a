import type { Receipt } from '../../../lib/contract.gen'
import { saveBlob } from '../../../lib/apiFile'
import { staffFile } from './staffFile'

/** Downloads a receipt's stored PDF: the same bytes every time. */
export async function downloadReceipt(receipt: Pick<Receipt, 'id' | 'number'>): Promise<void> {
  saveBlob(await staffFile(`/receipts/${encodeURIComponent(receipt.id)}/pdf`), `recu-fiscal-${receipt.number}.pdf`)
}
