import { staffCall } from './staffCall'
import type { MissingReceipts } from '../../../lib/contract.gen'

/** Paid one-off gifts without a receipt (newest 200), each with the reason. */
export const listMissingReceipts = () => staffCall<MissingReceipts>('/receipts/missing')
