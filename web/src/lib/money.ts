/**
 * The app's one money formatter. Amounts are shown in French style ("12,90 €",
 * with the no-break spaces Intl puts before the sign and between thousands);
 * shop cards use the dollar sign the spec asks for.
 */
const withCents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 })

/**
 * An amount in euros: "12,90 €" as the product, cart and payment pages show prices;
 * with `{ cents: false }` "1 235 €", as the donation pages show whole-euro gifts.
 */
export function formatEuros(amount: number, { cents = true }: { cents?: boolean } = {}): string {
  return (cents ? withCents : wholeEuros).format(amount)
}

/** Shop cards show prices with a dollar sign, as the spec asks: "$12.90". */
export function formatDollarSign(amount: number): string {
  return `$${amount.toFixed(2)}`
}
