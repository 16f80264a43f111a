import { formatEuros } from '../../lib/money'

/** The server's bounds for a gift's amount, in cents: 1 € to 100 000 €. */
export const minCents = 100
export const maxCents = 10_000_000

/** The amount field keeps digits only (whole euros), at most six of them. */
export const amountDigits = (text: string) => text.replace(/\D/g, '').slice(0, 6)

/** The typed amount (whole euros, digits only) in cents, or why it cannot be the gift's new amount. */
export function readAmount(text: string, currentCents: number): { cents: number } | { error: string } {
  if (text === '') return { error: 'Enter the new amount in whole euros.' }
  const cents = Number(text) * 100
  if (cents < minCents) return { error: `The amount must be at least ${formatEuros(minCents / 100, { cents: false })}.` }
  if (cents > maxCents) return { error: `The amount must be at most ${formatEuros(maxCents / 100, { cents: false })}.` }
  if (cents === currentCents) return { error: 'This is already the amount of this gift.' }
  return { cents }
}
