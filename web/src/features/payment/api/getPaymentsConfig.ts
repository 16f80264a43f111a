import { apiFetch } from '../../../lib/apiFetch'
import type { PaymentsConfig } from '../../../lib/contract.gen'

/** Which payment buttons to show; the order payment and the donation pages both ask. */
export const getPaymentsConfig = () => apiFetch<PaymentsConfig>('/api/payments/config')
