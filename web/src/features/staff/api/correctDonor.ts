import type { DonorFields } from '../../../lib/donorDetails'
import { staffCall } from './staffCall'
import type { DonorPage } from '../../../lib/contract.gen'

/** A person's corrected details, in the donation form's French field names. */
export type DonorCorrection = DonorFields

/** The treasurer corrects the current details of one identity of a person (audited); answers with the person's page. */
export const correctDonor = (email: string, identity: string, details: DonorCorrection) =>
  staffCall<DonorPage>(`/donors/${encodeURIComponent(email)}`, { method: 'PATCH', body: { ...details, identity } })
