import { staffCall } from './staffCall'
import type { ReceiptKind, ReceiptList, ReceiptStatus } from '../../../lib/contract.gen'

export type ReceiptFilters = { year?: string; status?: ReceiptStatus; kind?: ReceiptKind; q?: string; page: number }

export const listReceipts = ({ q, ...filters }: ReceiptFilters) =>
  staffCall<ReceiptList>('/receipts', { query: { ...filters, q: q || undefined, perPage: 20 } })
