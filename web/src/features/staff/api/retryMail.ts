import { staffCall } from './staffCall'
import type { OutboxMail } from '../../../lib/contract.gen'

/** Puts a failed mail back in the outbox: the server sends it at once. */
export const retryMail = (id: string) => staffCall<OutboxMail>(`/mails/${encodeURIComponent(id)}/retry`, { method: 'POST' })
