import { staffCall } from './staffCall'
import type { FoundationSettings } from '../../../lib/contract.gen'

export const getSettings = () => staffCall<FoundationSettings>('/settings')
