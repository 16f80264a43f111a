import type { Product } from '../../../products'
import { eurosToCents } from '../../amount'
import type { StockChange } from '../../api/changeProductStock'

/** The options stock counts by: the sizes, or '' (the whole product) without sizes. */
export const optionsOf = (product: Product) => (product.sizes.length > 0 ? product.sizes : [''])

/** The stock as the form shows it: '' for an unlimited option. */
export const typedStock = (product: Product) =>
  Object.fromEntries(optionsOf(product).map((o) => [o, product.stock?.[o] === undefined ? '' : String(product.stock[o])]))

/** What the form asks the server to change; a string when something typed is not a price or a count. */
export function stockChange(product: Product, price: string, stock: Record<string, string>): StockChange | string {
  const change: StockChange = {}
  const cents = eurosToCents(price)
  if (cents === null || cents <= 0) return 'Enter a price such as 12,50.'
  if (cents !== Math.round(product.price * 100)) change.priceCents = cents
  const counts: Record<string, number | null> = {}
  for (const option of optionsOf(product)) {
    const text = (stock[option] ?? '').trim()
    if (text !== '' && !/^\d+$/.test(text)) return `Enter a whole number of units${option ? ` for size ${option}` : ''}, or leave it empty for unlimited.`
    const next = text === '' ? null : Number(text)
    const now = product.stock?.[option] ?? null
    if (next !== now) counts[option] = next
  }
  if (Object.keys(counts).length > 0) change.stock = counts
  if (change.priceCents === undefined && change.stock === undefined) return 'Nothing changed.'
  return change
}
