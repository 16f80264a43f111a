import { staffCall } from './staffCall'
import type { FoundationSettings } from './types'

export const getSettings = () => staffCall<FoundationSettings>('/settings')
