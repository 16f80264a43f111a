import { staffCall } from './staffCall'
import type { GiftPage } from '../../../lib/contract.gen'
import type { GiftDonor } from './recordVolunteerExpenses'

/** A gift in kind as the treasurer records it: `valueCents` the donor's valuation, `date` YYYY-MM-DD. */
export type InKindGift = GiftDonor & { description: string; valueCents: number; date: string }

/** Records a gift in kind; the answer is the new gift's page, its receipt issued when receipts are on. */
export const recordInKind = (body: InKindGift) => staffCall<GiftPage>('/gifts/in-kind', { method: 'POST', body })
