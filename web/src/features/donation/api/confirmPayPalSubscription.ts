import { apiFetch } from '../../../lib/apiFetch'

/** Records the PayPal subscription the donor approved on the plan planId. */
export const confirmPayPalSubscription = (subscriptionId: string, donorId: string, planId: string) =>
  apiFetch<{ data: { id: string; status: string } }>(
    `/api/donations/paypal/subscriptions/${encodeURIComponent(subscriptionId)}/confirm`,
    { method: 'POST', body: { donorId, planId } },
  ).then((r) => r.data)
