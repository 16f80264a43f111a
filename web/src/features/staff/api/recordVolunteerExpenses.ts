import { staffCall } from './staffCall'
import type { DonorFields } from '../../../lib/donorDetails'
import type { GiftPage } from '../../../lib/contract.gen'

/** Who gave, in the donation form's fields. */
export type GiftDonor = DonorFields & { email: string }

/** One expense: its cost in cents, or for the volunteer's own vehicle its kilometres at the scale's rate (thousandths of a euro per km). */
export type ExpenseLine = { date: string; nature: string; justification: string } & (
  | { amountCents: number }
  | { vehicle: 'car' | 'two_wheeler'; horsepower: number; kilometres: number; rateMillis: number }
)

/** A volunteer's expenses waived: `date` is the day of the signed waiver, `waived` that the treasurer holds it. */
export type VolunteerExpenses = GiftDonor & { mission: string; date: string; waived: boolean; expenses: ExpenseLine[] }

/** Records a volunteer's expenses waived; the server adds them up. The answer is the new gift's page. */
export const recordVolunteerExpenses = (body: VolunteerExpenses) => staffCall<GiftPage>('/gifts/volunteer-expenses', { method: 'POST', body })
