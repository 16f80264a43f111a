import { pb } from '../../../lib/pocketbase'
import { productFields, toProduct, type ProductRecord } from '../../products'
import { recordCall } from './recordCall'

/** One product, read as the shop reads it; an ApiError 404 when it does not exist. */
export const getProduct = async (id: string) =>
  toProduct(await recordCall(() => pb.collection('products').getOne<ProductRecord>(id, { fields: productFields })))
