import { apiFetch } from '../../../lib/apiFetch'
import type { Plan } from '../../../lib/contract.gen'

/** The recurring plans on offer (weekly and monthly, by card and by PayPal). */
export const listPlans = () => apiFetch<{ data: Plan[] }>('/api/donations/plans').then((r) => r.data)
