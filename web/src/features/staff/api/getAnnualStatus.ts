import { staffCall } from './staffCall'
import type { AnnualStatus } from '../../../lib/contract.gen'

/** Where last year's annual receipts stand (the run starts by itself on 5 January). */
export const getAnnualStatus = () => staffCall<AnnualStatus>('/receipts/annual')
