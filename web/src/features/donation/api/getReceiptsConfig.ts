import { apiFetch } from '../../../lib/apiFetch'

/** Whether the foundation issues tax receipts, and the reduction rate (whole percent) shown to donors. */
export type ReceiptsConfig = { enabled: boolean; rate: number }

export const getReceiptsConfig = () => apiFetch<ReceiptsConfig>('/api/receipts/config')
