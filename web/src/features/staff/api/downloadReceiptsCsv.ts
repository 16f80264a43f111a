import { saveBlob } from '../../../lib/apiFile'
import { staffFile } from './staffFile'

/** Every receipt of `year` (or all when empty), in number order, as CSV. */
export async function downloadReceiptsCsv(year: string): Promise<void> {
  saveBlob(await staffFile('/exports/receipts.csv', { year: year || undefined }), year ? `receipts-${year}.csv` : 'receipts.csv')
}
