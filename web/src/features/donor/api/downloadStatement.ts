import { saveBlob } from '../../../lib/apiFile'
import { donorFile } from './donorCall'

/** What a statement covers: a year of one identity's gifts ('' for the email's only one). */
export type StatementOf = { year: number; identity: string }

/** One identity's gifts of a year, each with its receipt number, as mes-dons-{year}.pdf (for its tax return). */
export async function downloadStatement({ year, identity }: StatementOf): Promise<void> {
  const query = identity ? `?identity=${encodeURIComponent(identity)}` : ''
  saveBlob(await donorFile(`/statements/${year}${query}`), `mes-dons-${year}.pdf`)
}
