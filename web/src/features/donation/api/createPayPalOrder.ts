import { apiFetch } from '../../../lib/apiFetch'
import type { PayPalGiftOrder } from '../../../lib/contract.gen'
import type { Locale } from '../../../lib/i18n/locale'
import type { GiftChoices } from '../model'

/**
 * Opens a one-off PayPal gift (amount in cents); returns PayPal's order id. `locale`: the site's language the gift
 * was made in (the server's mails and receipts follow it), not yet in the generated contract (contract.gen.ts).
 */
export const createPayPalOrder = (amount: number, donorId: string, choices: GiftChoices, locale: Locale) =>
  apiFetch<{ data: PayPalGiftOrder }>('/api/donations/paypal/orders', {
    method: 'POST',
    body: { amount, donorId, ...choices, locale },
  }).then((r) => r.data.orderId)
