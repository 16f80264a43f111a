import { staffCall } from './staffCall'
import type { DonorPage } from './types'

/** A person's corrected details, in the donation form's French field names. */
export type DonorCorrection = { prenom: string; nom: string; adresse: string; codePostal: string; ville: string; pays: string; telephone: string }

/** The treasurer corrects a person's current details (audited); answers with the person's page. */
export const correctDonor = (email: string, details: DonorCorrection) =>
  staffCall<DonorPage>(`/donors/${encodeURIComponent(email)}`, { method: 'PATCH', body: details })
