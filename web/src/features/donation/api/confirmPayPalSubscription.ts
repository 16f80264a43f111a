import { apiFetch } from '../../../lib/apiFetch'
import type { GiftSubscribed } from '../../../lib/contract.gen'
import type { GiftChoices } from '../model'

/** Records the PayPal subscription the donor approved on the plan planId. */
export const confirmPayPalSubscription = (subscriptionId: string, donorId: string, planId: string, choices: GiftChoices) =>
  apiFetch<{ data: GiftSubscribed }>(
    `/api/donations/paypal/subscriptions/${encodeURIComponent(subscriptionId)}/confirm`,
    { method: 'POST', body: { donorId, planId, ...choices } },
  ).then((r) => r.data)
