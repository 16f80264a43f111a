import { staffCall } from './staffCall'
import type { ReconcileRun } from '../../../lib/contract.gen'

/** Asks Stripe and PayPal now for what their webhooks may have missed, and applies it. */
export const runReconcile = () => staffCall<ReconcileRun>('/reconcile', { method: 'POST' })
