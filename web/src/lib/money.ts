const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/** Price in euros as the product and payment pages show it: "12,90 €". */
export function formatEuros(amount: number): string {
  return euros.format(amount)
}

/** Shop cards show prices with a dollar sign, as the spec asks: "$12.90". */
export function formatDollarSign(amount: number): string {
  return `$${amount.toFixed(2)}`
}
