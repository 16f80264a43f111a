import { donorCall } from './donorCall'
import type { DonorIdentityDetails } from '../../../lib/contract.gen'

/** Corrects the details of one of the signed-in donor's identities (never their email, which is how they sign in). */
export const correctMyDetails = (details: Omit<DonorIdentityDetails, 'email'>) =>
  donorCall<{ data: DonorIdentityDetails }>('/details', { method: 'PATCH', body: details }).then((r) => r.data)
