import { formatEuros } from '../../lib/money'

/** Staff figures are cents on the wire; shown as "1 234,50 €". */
export const euros = (cents: number) => formatEuros(cents / 100)

/**
 * Real money, with the TEST MODE money of the same total beside it when there is some:
 * "120,00 € + 235,00 € TEST". Totals never count TEST MODE money (no money moved).
 */
export const eurosWithTest = (cents: number, testCents = 0) => (testCents ? `${euros(cents)} + ${euros(testCents)} TEST` : euros(cents))

// The site's date style ("Mar 05, 2026", lib/dates.ts formatDate), so that staff read a date as visitors do; Paris time.
const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' })
const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' })

function parse(value: string): Date | null {
  if (!value) return null
  const date = new Date(value.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? null : date
}

/** "Mar 05, 2026, 14:30" in Paris time; '' for an empty date. */
export const when = (value: string) => {
  const date = parse(value)
  return date ? dateTime.format(date) : ''
}

/** "Mar 05, 2026" in Paris time; '' for an empty date. */
export const day = (value: string) => {
  const date = parse(value)
  return date ? dateOnly.format(date) : ''
}

/** "2026-03" → "Mar 2026". */
export const monthName = (month: string) => {
  const date = parse(`${month}-15`)
  return date ? new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' }).format(date) : month
}

/** Words for the statuses and kinds the server sends. */
export const words: Record<string, string> = {
  pending: 'To pay',
  paid: 'Paid',
  shipped: 'Shipped',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  cancelled: 'Cancelled',
  awaiting_cheque: 'Cheque pledged',
  active: 'Active',
  suspended: 'Suspended',
  past_due: 'Payment failed',
  failed: 'Failed',
  expired: 'Abandoned',
  processing: 'Debit on its way',
  once: 'Once',
  weekly: 'Weekly',
  monthly: 'Monthly',
  card: 'Card',
  paypal: 'PayPal',
  cheque: 'Cheque',
  sepa: 'SEPA Direct Debit',
  in_kind: 'In kind',
  volunteer_expenses: "Volunteer's expenses",
  valid: 'Valid',
  single: 'Single gift',
  annual: 'Annual',
}

export const word = (value: string) => words[value] ?? value
