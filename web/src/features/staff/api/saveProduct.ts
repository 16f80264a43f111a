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
  /** New pictures, added after the ones kept (the first picture is the main one). */
  addPictures: File[]
  /** File names of current pictures to delete. */
  removePictures: string[]
}

/**
 * Creates the product (no id) or updates it: new pictures go up as
 * `galleries+`, removed ones as `galleries-` (PocketBase's append and delete
 * modifiers), so the pictures kept keep their order.
 */
export async function saveProduct(id: string | undefined, { addPictures, removePictures, ...fields }: ProductInput) {
  const body = {
    ...fields,
    'galleries+': addPictures.length > 0 ? addPictures : undefined,
    'galleries-': id && removePictures.length > 0 ? removePictures : undefined,
  }
  const options = { fields: productFields }
  const products = pb.collection('products')
  const record = await recordCall(() => (id ? products.update<ProductRecord>(id, body, options) : products.create<ProductRecord>(body, options)))
  return toProduct(record)
}
