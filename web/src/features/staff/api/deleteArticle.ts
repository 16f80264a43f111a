import { pb } from '../../../lib/pocketbase'
import { recordCall } from './recordCall'

export const deleteArticle = async (id: string): Promise<void> => {
  await recordCall(() => pb.collection('blogs').delete(id))
}
