import { apiFetch } from '../../../lib/apiFetch'
import type { GiftSubscribed } from '../../../lib/contract.gen'

/** Records the PayPal subscription the donor approved on the plan planId. */
export const confirmPayPalSubscription = (subscriptionId: string, donorId: string, planId: string) =>
  apiFetch<{ data: GiftSubscribed }>(
    `/api/donations/paypal/subscriptions/${encodeURIComponent(subscriptionId)}/confirm`,
    { method: 'POST', body: { donorId, planId } },
  ).then((r) => r.data)
