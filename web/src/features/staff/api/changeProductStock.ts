import { toProduct, type ProductRecord } from '../../products'
import { staffCall } from './staffCall'

export type StockChange = {
  /** The new price in cents; undefined keeps it. */
  priceCents?: number
  /** Units left by option (size, or '' for a product without sizes); null makes it unlimited. */
  stock?: Record<string, number | null>
}

/** The shop role's change of a product's price and stock (audited on the server). */
export const changeProductStock = async (id: string, change: StockChange) =>
  toProduct(await staffCall<ProductRecord>(`/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }))
