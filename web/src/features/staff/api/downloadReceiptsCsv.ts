import { saveBlob } from '../../../lib/apiFile'
import type { ExportFormat } from './downloadExport'
import { staffFile } from './staffFile'

/** Every receipt of `year` (or all when empty), in number order, as CSV in the spreadsheet format chosen. */
export async function downloadReceiptsCsv(year: string, format: ExportFormat): Promise<void> {
  saveBlob(await staffFile('/exports/receipts.csv', { year: year || undefined, format }), year ? `receipts-${year}.csv` : 'receipts.csv')
}
