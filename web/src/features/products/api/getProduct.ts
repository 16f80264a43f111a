import { getOne } from '../../../lib/records'
import type { Product } from '../types'
import { productFields, toProduct, type ProductRecord } from './productRecord'

/** One product; rejects with an ApiError (status 404) when it does not exist. */
export async function getProduct(id: string): Promise<Product> {
  return toProduct(await getOne<ProductRecord>('products', id, { fields: productFields }))
}
