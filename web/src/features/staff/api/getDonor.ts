import { staffCall } from './staffCall'
import type { DonorPage } from './types'

export const getDonor = (email: string) => staffCall<DonorPage>(`/donors/${encodeURIComponent(email)}`)
