import type { Me } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** Keeps the back office's language the signed-in staff member chose; answers who they are. */
export const chooseLanguage = (language: Me['language']) => staffCall<Me>('/me', { method: 'PATCH', body: { language } })
