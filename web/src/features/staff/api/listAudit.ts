import { staffCall } from './staffCall'
import type { AuditRow, Page } from '../../../lib/contract.gen'

export const listAudit = (page: number) => staffCall<Page<AuditRow>>('/audit', { query: { page, perPage: 50 } })
