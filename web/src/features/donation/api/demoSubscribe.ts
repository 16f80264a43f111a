import { apiFetch } from '../../../lib/apiFetch'

/** TEST MODE only: stands for the donor approving a subscription in PayPal's window. */
export const demoSubscribe = (planId: string, customId: string) =>
  apiFetch<{ subscriptionID: string }>('/api/payments/demo/paypal/subscriptions', {
    method: 'POST',
    body: { planId, customId },
  }).then((r) => r.subscriptionID)
