import type { ReconcileRuns } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

export const listReconcileRuns = () => staffCall<ReconcileRuns>('/reconcile')
