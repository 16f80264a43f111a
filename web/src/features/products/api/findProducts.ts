import { listAll } from '../../../lib/records'
import type { Product } from '../types'
import { productFields, toProduct, type ProductRecord } from './productRecord'

/** The products among ids that still exist (the cart checks its lines with it). */
export async function findProducts(ids: string[]): Promise<Product[]> {
  // A stored id that is not a record id cannot match: leave it out of the filter (its line is then dropped).
  const valid = ids.filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id))
  if (valid.length === 0) return []
  const filter = valid.map((id) => `id="${id}"`).join(' || ')
  const records = await listAll<ProductRecord>('products', { filter, fields: productFields })
  return records.map(toProduct)
}
