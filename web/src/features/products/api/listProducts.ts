import { listAll } from '../../../lib/records'
import type { Product } from '../types'
import { productFields, toProduct, type ProductRecord } from './productRecord'

/** The whole catalogue, oldest first (the shop screen searches and filters it). */
export async function listProducts(): Promise<Product[]> {
  const records = await listAll<ProductRecord>('products', { sort: 'created,name', fields: productFields })
  return records.map(toProduct)
}
