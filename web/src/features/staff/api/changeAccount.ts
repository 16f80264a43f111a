import { staffCall } from './staffCall'
import type { AccountChange, StaffAccount } from './types'

/** Changes an account's roles, name or disabled state, or (`invite`) mails it a new invitation. */
export const changeAccount = (id: string, body: AccountChange) => staffCall<StaffAccount>(`/accounts/${encodeURIComponent(id)}`, { method: 'PATCH', body })
