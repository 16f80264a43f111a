import { staffCall } from './staffCall'
import type { MailStatus, OutboxMail, Page } from '../../../lib/contract.gen'

/** The mail outbox, newest first; no `status` lists every mail. */
export const listMails = (page: number, status?: MailStatus) => staffCall<Page<OutboxMail>>('/mails', { query: { page, perPage: 50, status } })
