import type { Campaign } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** Every campaign, newest first, with its totals counted from the ledger. */
export const listCampaigns = () => staffCall<{ items: Campaign[] }>('/campaigns')
