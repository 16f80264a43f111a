import { apiFetch } from '../../../lib/apiFetch'
import type { ReceiptsConfig } from '../../../lib/contract.gen'

/** Whether the foundation issues tax receipts, and the reduction rate (whole percent) shown to donors. */
export const getReceiptsConfig = () => apiFetch<ReceiptsConfig>('/api/receipts/config')
