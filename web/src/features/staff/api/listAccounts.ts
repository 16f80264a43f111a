import { staffCall } from './staffCall'
import type { Page, StaffAccount } from '../../../lib/contract.gen'

/** Every staff account, by email (admins). */
export const listAccounts = (page: number) => staffCall<Page<StaffAccount>>('/accounts', { query: { page, perPage: 50 } })
