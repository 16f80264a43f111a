/** The thank-you page's address after a gift: the donation flows write it, the page reads it. */

/** How the thank-you page says each rhythm after the amount. */
export const rhythmWords: Record<string, string> = { once: '', weekly: ' per week', monthly: ' per month' }

/** The gift the address names (?amount=cents&rhythm=once|weekly|monthly, as the donation flows send it); null for an order. */
export function giftOf(params: URLSearchParams): { cents: number; rhythm: string } | null {
  const cents = Number(params.get('amount'))
  const rhythm = params.get('rhythm') ?? ''
  if (!Number.isInteger(cents) || cents <= 0 || !Object.hasOwn(rhythmWords, rhythm)) return null
  return { cents, rhythm }
}

/** Where a donation flow sends the donor once paid: the thank-you page, naming the gift. */
export const giftThanksPath = (cents: number, rhythm: 'once' | 'weekly' | 'monthly') => `/payement/success?amount=${cents}&rhythm=${rhythm}`
