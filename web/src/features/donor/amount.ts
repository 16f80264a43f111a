import type { Locale } from '../../lib/i18n/locale'
import { formatEuros } from '../../lib/money'
import { donorSpaceMessages } from './spaceMessages'
import { giftAmount } from '../../lib/rules.gen'

/** The amount field keeps digits only (whole euros), at most six of them. */
export const amountDigits = (text: string) => text.replace(/\D/g, '').slice(0, 6)

/** The typed amount (whole euros, digits only) in cents, or why it cannot be the gift's new amount (in locale). */
export function readAmount(text: string, currentCents: number, locale: Locale = 'en'): { cents: number } | { error: string } {
  const words = donorSpaceMessages[locale].actions.amount
  if (text === '') return { error: words.empty }
  const cents = Number(text) * 100
  if (cents < giftAmount.min) return { error: words.atLeast(formatEuros(giftAmount.min / 100, { cents: false })) }
  if (cents > giftAmount.max) return { error: words.atMost(formatEuros(giftAmount.max / 100, { cents: false })) }
  if (cents === currentCents) return { error: words.same }
  return { cents }
}
