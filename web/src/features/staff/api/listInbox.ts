import { staffCall } from './staffCall'
import type { InboxItem, Page } from '../../../lib/contract.gen'

export const listInbox = (page: number) => staffCall<Page<InboxItem>>('/inbox', { query: { page, perPage: 20 } })
