import { donorCall } from './donorCall'
import type { DonorDetails } from '../../../lib/contract.gen'

/** The signed-in donor's current details, as their next receipts will name them. */
export const getMyDetails = () => donorCall<{ data: DonorDetails }>('/details').then((r) => r.data)
