import type { FeeRules, FoundationSettings } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** Saves the fee rule of each method (admins): what a donor covering the fees adds, computed by the server. */
export const saveFeeRules = (fees: FeeRules) => staffCall<FoundationSettings>('/settings', { method: 'POST', body: { fees } })
