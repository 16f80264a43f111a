import type { Product } from '../../../products'
import { eurosToCents } from '../../amount'
import type { StockChange } from '../../api/changeProductStock'
import { stockMessages, type StockChangeWords } from './messages'

/** The options stock counts by: the sizes, or '' (the whole product) without sizes. */
export const optionsOf = (product: Product) => (product.sizes.length > 0 ? product.sizes : [''])

/** The stock as the form shows it: '' for an unlimited option. */
export const typedStock = (product: Product) =>
  Object.fromEntries(optionsOf(product).map((o) => [o, product.stock?.[o] === undefined ? '' : String(product.stock[o])]))

/** What the form asks the server to change; a string (in `words`) when something typed is not a price or a count. */
export function stockChange(product: Product, price: string, stock: Record<string, string>, words: StockChangeWords = stockMessages.en.change): StockChange | string {
  const change: StockChange = {}
  const cents = eurosToCents(price)
  if (cents === null || cents <= 0) return words.price
  if (cents !== Math.round(product.price * 100)) change.priceCents = cents
  const counts: Record<string, number | null> = {}
  for (const option of optionsOf(product)) {
    const text = (stock[option] ?? '').trim()
    if (text !== '' && !/^\d+$/.test(text)) return words.units(option)
    const next = text === '' ? null : Number(text)
    const now = product.stock?.[option] ?? null
    if (next !== now) counts[option] = next
  }
  if (Object.keys(counts).length > 0) change.stock = counts
  if (change.priceCents === undefined && change.stock === undefined) return words.nothing
  return change
}
