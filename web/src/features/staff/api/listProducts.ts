import { pb } from '../../../lib/pocketbase'
import { productFields, toProduct, type Product, type ProductRecord } from '../../products'
import { recordCall } from './recordCall'
import type { Page } from './types'

/** A page of products by name; `q` searches the names. */
export async function listProducts({ q, page }: { q?: string; page: number }): Promise<Page<Product>> {
  const answer = await recordCall(() =>
    pb.collection('products').getList<ProductRecord>(page, 20, {
      sort: 'name,created',
      filter: q ? pb.filter('name ~ {:q}', { q }) : undefined,
      fields: productFields,
    }),
  )
  return { ...answer, items: answer.items.map(toProduct) }
}
