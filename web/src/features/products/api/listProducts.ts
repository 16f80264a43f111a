import { listCounted, type RecordsPage } from '../../../lib/records'
import type { Product } from '../types'
import { productFields, toProduct, type ProductRecord } from './productRecord'

/** How many products a page of the shop shows. */
export const productsPageSize = 12

/** One page of the catalogue, oldest first, of the products `filter` keeps (all without one), with their count. */
export async function listProducts(page: number, filter?: string): Promise<RecordsPage<Product>> {
  return toProductsPage(await listCounted<ProductRecord>('products', page, productsPageSize, { sort: 'created,name', fields: productFields, filter }))
}

/** A records page of products as the shop shows them. */
export function toProductsPage(answer: RecordsPage<ProductRecord>): RecordsPage<Product> {
  return { ...answer, items: answer.items.map(toProduct) }
}
