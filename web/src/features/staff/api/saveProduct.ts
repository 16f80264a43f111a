import { pb } from '../../../lib/pocketbase'
import { productFields, toProduct, type ProductRecord } from '../../products'
import { recordCall } from './recordCall'

export type ProductInput = {
  name: string
  description: string
  /** Euros. */
  price: number
  category: string
  sizes: string[]
  colors: string[]
  /**
   * The whole gallery when it changed (undefined: as it is): the current
   * pictures kept, by file name, in their order, then new files. PocketBase
   * deletes the current pictures left out. The first picture is the main one.
   */
  pictures: (string | File)[] | undefined
}

/** Creates the product (no id) or updates it. */
export async function saveProduct(id: string | undefined, { pictures, ...fields }: ProductInput) {
  const body = { ...fields, galleries: pictures }
  const options = { fields: productFields }
  const products = pb.collection('products')
  const record = await recordCall(() => (id ? products.update<ProductRecord>(id, body, options) : products.create<ProductRecord>(body, options)))
  return toProduct(record)
}
