import { apiFetch } from '../../../lib/apiFetch'
import type { GiftSubscribed } from '../../../lib/contract.gen'
import type { Locale } from '../../../lib/i18n/locale'
import type { GiftChoices } from '../model'

/**
 * Records the PayPal subscription the donor approved on the plan planId. `locale`: the site's language the gift
 * was made in (the server's mails and receipts follow it), not yet in the generated contract (contract.gen.ts).
 */
export const confirmPayPalSubscription = (subscriptionId: string, donorId: string, planId: string, choices: GiftChoices, locale: Locale) =>
  apiFetch<{ data: GiftSubscribed }>(
    `/api/donations/paypal/subscriptions/${encodeURIComponent(subscriptionId)}/confirm`,
    { method: 'POST', body: { donorId, planId, ...choices, locale } },
  ).then((r) => r.data)
