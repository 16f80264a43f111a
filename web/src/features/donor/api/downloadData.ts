import { saveBlob } from '../../../lib/apiFile'
import { donorFile } from './donorCall'

/** Everything we hold about the donor, as my-data.json (GDPR right of access and portability). */
export async function downloadData(): Promise<void> {
  saveBlob(await donorFile('/data'), 'my-data.json')
}
