import { apiFetch } from '../../../lib/apiFetch'

/** Whether the foundation issues tax receipts, and the reduction rate (whole percent) shown to donors. */
/** rate %, and where the law caps it (75 %), rateAbove % past ceiling cents a year (ceiling 0: no cap). */
export type ReceiptsConfig = { enabled: boolean; rate: number; ceiling: number; rateAbove: number }

export const getReceiptsConfig = () => apiFetch<ReceiptsConfig>('/api/receipts/config')
