import { apiFetch } from '../../../lib/apiFetch'
import type { DemoSubscription } from '../../../lib/contract.gen'

/** TEST MODE only: stands for the donor approving a subscription in PayPal's window. */
export const demoSubscribe = (planId: string, customId: string) =>
  apiFetch<DemoSubscription>('/api/payments/demo/paypal/subscriptions', {
    method: 'POST',
    body: { planId, customId },
  }).then((r) => r.subscriptionID)
