import type { Role, StaffAccount } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

export type AccountChange = { name?: string; roles?: Role[]; disabled?: boolean; invite?: true }

/** Changes an account's roles, name or disabled state, or (`invite`) mails it a new invitation. */
export const changeAccount = (id: string, body: AccountChange) => staffCall<StaffAccount>(`/accounts/${encodeURIComponent(id)}`, { method: 'PATCH', body })
