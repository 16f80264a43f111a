import { staffCall } from './staffCall'
import type { DonorPage } from '../../../lib/contract.gen'

export const getDonor = (email: string) => staffCall<DonorPage>(`/donors/${encodeURIComponent(email)}`)
