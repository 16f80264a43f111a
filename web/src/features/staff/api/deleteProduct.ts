import { pb } from '../../../lib/pocketbase'
import { recordCall } from './recordCall'

export const deleteProduct = async (id: string): Promise<void> => {
  await recordCall(() => pb.collection('products').delete(id))
}
