import { listPage, recordsFilter } from '../../../lib/records'
import type { Product } from '../types'
import { productFields, toProduct, type ProductRecord } from './productRecord'

/** The products among ids that still exist (the cart checks its lines with it): one page of at most ids.length. */
export async function findProducts(ids: string[]): Promise<Product[]> {
  // A stored id that is not a record id cannot match: leave it out of the filter (its line is then dropped).
  const valid = ids.filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id))
  if (valid.length === 0) return []
  const filter = valid.map((id) => recordsFilter('id = {:id}', { id })).join(' || ')
  const records = await listPage<ProductRecord>('products', 1, valid.length, { filter, fields: productFields })
  return records.map(toProduct)
}
