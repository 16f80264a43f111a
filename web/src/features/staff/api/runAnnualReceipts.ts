import { staffCall } from './staffCall'
import type { AnnualRun } from '../../../lib/contract.gen'

/** Issues the annual receipts of a past year; running it again issues nothing twice. */
export const runAnnualReceipts = (year: number) => staffCall<AnnualRun>('/receipts/annual', { method: 'POST', body: { year } })
