import { apiFetch } from '../../../lib/apiFetch'
import type { CheckoutSession } from '../../../lib/contract.gen'
import type { Locale } from '../../../lib/i18n/locale'
import type { GiftChoices, StripeMethod } from '../model'

/**
 * A one-off gift by card or direct debit (Stripe Checkout): amount in cents. `locale`: the site's language the gift
 * was made in (the server's mails and receipts follow it), not yet in the generated contract (contract.gen.ts).
 */
export const createUniqueCheckoutSession = (amount: number, donorId: string, choices: GiftChoices, method: StripeMethod, locale: Locale) =>
  apiFetch<{ data: CheckoutSession }>('/api/donations/unique-checkout-session', { method: 'POST', body: { amount, donorId, method, ...choices, locale } }).then(
    (r) => r.data,
  )
