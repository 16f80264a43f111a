import { formatEuros } from '../../lib/money'
import type { DonationStatus, Gift, Method, Rhythm } from '../../lib/contract.gen'

/** "20,00 €" from cents. */
export const euros = (cents: number) => formatEuros(cents / 100)

export const rhythmWords: Record<Rhythm, string> = { once: 'Once', weekly: 'Every week', monthly: 'Every month' }

export const methodWords: Record<Method, string> = {
  card: 'Card',
  paypal: 'PayPal',
  cheque: 'Cheque',
  sepa: 'Direct debit (SEPA)',
  in_kind: 'In kind',
  volunteer_expenses: 'Expenses waived',
}

/** Who runs a recurring gift's payments, as the provider status names it ("Stripe: active"). */
export const providerNames: Record<Method, string> = { card: 'Stripe', paypal: 'PayPal', cheque: '', sepa: 'Stripe', in_kind: '', volunteer_expenses: '' }

export const statusWords: Record<DonationStatus, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  awaiting_cheque: 'Cheque expected',
  active: 'Active',
  past_due: 'Payment failed',
  suspended: 'Suspended',
  cancelled: 'Stopped',
  failed: 'Not paid',
  expired: 'Not completed',
  refunded: 'Refunded',
  processing: 'Debit on its way',
}

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

/** "weekly" or "monthly", inside a sentence ("Stop this monthly gift?"). */
export const rhythmAdjective = (gift: Pick<Gift, 'rhythm'>) => (gift.rhythm === 'weekly' ? 'weekly' : 'monthly')
