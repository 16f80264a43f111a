import type { FoundationSettings } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** The foundation's details as they go on each receipt: the settings an admin writes. */
export type FoundationDetails = Pick<
  FoundationSettings,
  | 'legalName'
  | 'address'
  | 'object'
  | 'legalStatus'
  | 'registrationNumber'
  | 'signatoryName'
  | 'signatoryTitle'
  | 'signaturePlace'
  | 'receiptsEnabled'
  | 'category'
  | 'decreeDate'
  | 'journalDate'
>

/** Saves the foundation's details (admins), complete or not; receipts asked for while a detail is missing stay off (the answer's `missing`). */
export const saveSettings = (details: Partial<FoundationDetails>) =>
  staffCall<FoundationSettings>('/settings', { method: 'POST', body: details })
