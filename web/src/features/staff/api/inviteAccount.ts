import { staffCall } from './staffCall'
import type { Role, StaffAccount } from '../../../lib/contract.gen'

/** Opens an account and mails its invitation: a link to choose a password, valid 24 hours. */
export const inviteAccount = (body: { email: string; name: string; roles: Role[] }) => staffCall<StaffAccount>('/accounts', { method: 'POST', body })
