import { staffCall } from './staffCall'
import type { InboxItem } from '../../../lib/contract.gen'

export const markMessage = (item: Pick<InboxItem, 'kind' | 'id'>, read: boolean) =>
  staffCall<void>(`/inbox/${item.kind}/${encodeURIComponent(item.id)}`, { method: 'POST', body: { read } })
