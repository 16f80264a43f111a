import { apiFetch } from '../../../lib/apiFetch'
import type { PayPalGiftSubscription } from '../../../lib/contract.gen'
import type { Locale } from '../../../lib/i18n/locale'
import type { GiftChoices } from '../model'

/**
 * Has the server open the PayPal subscription on the plan planId at its own price (the plan's amount and, when the
 * donor covers them, the fees); returns PayPal's subscription id for the buttons' createSubscription. `locale`: the
 * site's language the gift was made in.
 */
export const createPayPalSubscription = (planId: string, donorId: string, choices: GiftChoices, locale: Locale) =>
  apiFetch<{ data: PayPalGiftSubscription }>('/api/donations/paypal/subscriptions', {
    method: 'POST',
    body: { planId, donorId, ...choices, locale },
  }).then((r) => r.data.subscriptionId)
