import { donorCall } from './donorCall'
import type { DonorIdentityDetails } from '../../../lib/contract.gen'

/** The signed-in donor's current details, one set per identity that gave with the email (a person, their company…), as its next receipts will name it. */
export const getMyDetails = () => donorCall<{ data: DonorIdentityDetails[] }>('/details').then((r) => r.data)
