import { saveBlob } from '../../../lib/apiFile'
import { donorFile } from './donorCall'

/** The donor's gifts of a year, each with its receipt number, as mes-dons-{year}.pdf (for their tax return). */
export async function downloadStatement(year: number): Promise<void> {
  saveBlob(await donorFile(`/statements/${year}`), `mes-dons-${year}.pdf`)
}
