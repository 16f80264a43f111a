import { pb } from '../../../lib/pocketbase'
import { productFields, toProduct, type Product, type ProductRecord } from '../../products'
import { productsFilter } from '../../shop'
import { recordCall } from './recordCall'
import type { Page } from '../../../lib/contract.gen'

/** A page of products by name; `q` searches the names as the shop does (blind to case and accents). */
export async function listProducts({ q, page }: { q?: string; page: number }): Promise<Page<Product>> {
  const answer = await recordCall(() =>
    pb.collection('products').getList<ProductRecord>(page, 20, {
      sort: 'name,created',
      filter: productsFilter(q ?? '', 'All'),
      fields: productFields,
    }),
  )
  return { ...answer, items: answer.items.map(toProduct) }
}
