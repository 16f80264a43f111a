import type { Locale } from '../../lib/i18n/locale'
import { formatEuros } from '../../lib/money'
import { donorSpaceMessages } from './spaceMessages'

/** The server's bounds for a gift's amount, in cents: 1 € to 100 000 €. */
export const minCents = 100
export const maxCents = 10_000_000

/** The amount field keeps digits only (whole euros), at most six of them. */
export const amountDigits = (text: string) => text.replace(/\D/g, '').slice(0, 6)

/** The typed amount (whole euros, digits only) in cents, or why it cannot be the gift's new amount (in locale). */
export function readAmount(text: string, currentCents: number, locale: Locale = 'en'): { cents: number } | { error: string } {
  const words = donorSpaceMessages[locale].actions.amount
  if (text === '') return { error: words.empty }
  const cents = Number(text) * 100
  if (cents < minCents) return { error: words.atLeast(formatEuros(minCents / 100, { cents: false })) }
  if (cents > maxCents) return { error: words.atMost(formatEuros(maxCents / 100, { cents: false })) }
  if (cents === currentCents) return { error: words.same }
  return { cents }
}
