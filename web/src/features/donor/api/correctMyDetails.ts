import { donorCall } from './donorCall'
import type { DonorDetails } from '../../../lib/contract.gen'

/** Corrects the signed-in donor's details (never their email, which is how they sign in). */
export const correctMyDetails = (details: Omit<DonorDetails, 'email'>) =>
  donorCall<{ data: DonorDetails }>('/details', { method: 'PATCH', body: details }).then((r) => r.data)
