import { saveBlob } from '../../../lib/apiFile'
import { staffFile } from './staffFile'

/** Downloads the card to print and post for a gift's tribute (A5 PDF, no amount on it). */
export async function downloadTributeCard(id: string): Promise<void> {
  saveBlob(await staffFile(`/donations/${encodeURIComponent(id)}/tribute-card`), `tribute-card-${id}.pdf`)
}
