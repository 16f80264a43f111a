import { staffCall } from './staffCall'
import type { ReconcileRun } from './types'

export const listReconcileRuns = () => staffCall<{ items: ReconcileRun[] }>('/reconcile')
