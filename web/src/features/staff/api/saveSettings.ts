import { staffCall } from './staffCall'
import type { FoundationDetails, FoundationSettings } from './types'

/** Saves the foundation's details (admins); turning receipts on with a detail missing is refused per field. */
export const saveSettings = (details: Partial<FoundationDetails>) =>
  staffCall<FoundationSettings>('/settings', { method: 'POST', body: details })
