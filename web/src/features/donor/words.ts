import { formatEuros } from '../../lib/money'
import type { DonationStatus, Gift, Method } from '../../lib/contract.gen'

/** "20,00 €" from cents. */
export const euros = (cents: number) => formatEuros(cents / 100)

/** Who runs a recurring gift's payments, as the provider status names it ("Stripe: active"). */
export const providerNames: Record<Method, string> = { card: 'Stripe', paypal: 'PayPal', cheque: '', sepa: 'Stripe', in_kind: '', volunteer_expenses: '' }

const good = 'bg-emerald-50 text-emerald-800 ring-emerald-200'
const waiting = 'bg-amber-50 text-amber-900 ring-amber-200'
const bad = 'bg-red-50 text-red-800 ring-red-200'

export const statusTones: Partial<Record<DonationStatus, string>> = {
  paid: good,
  active: good,
  pending: waiting,
  awaiting_cheque: waiting,
  processing: waiting,
  past_due: bad,
  suspended: bad,
  failed: bad,
}

export const isRecurring = (gift: Pick<Gift, 'rhythm'>) => gift.rhythm !== 'once'

/** Whether a recurring gift is weekly (else monthly): the sentences about it say which (messages.ts). */
export const isWeekly = (gift: Pick<Gift, 'rhythm'>) => gift.rhythm === 'weekly'
