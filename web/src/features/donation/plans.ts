/** The plans recurring gifts start on, and which one a gift uses. */
import type { Interval, Plan } from '../../lib/contract.gen'
import { amountEuros, customAmountUsed, type Draft, type Method, type Rhythm } from './model'

const intervals: Record<Exclude<Rhythm, 'once'>, Interval> = { weekly: 'week', monthly: 'month' }

/**
 * The plan a recurring gift uses: the plan of that rhythm for the chosen amount
 * (by card its Stripe price, by PayPal its PayPal plan). The presets each have one.
 */
export function selectPlan(plans: readonly Plan[], rhythm: Rhythm, cents: number, method: Method): Plan | undefined {
  if (rhythm === 'once') return undefined
  const interval = intervals[rhythm]
  return plans.find(
    (p) => p.interval === interval && p.unit_amount === cents && (method === 'paypal' ? p.paypalPlanId !== '' : p.id !== ''),
  )
}

/** How a recurring card, debit or PayPal gift starts: on a plan, or (by card or debit: Stripe) for a custom amount and its interval. */
export type RecurringStart = { plan: Plan } | { amount: number; interval: Interval }

/**
 * A recurring Stripe gift (card or debit) of a custom amount needs no plan: the amount (cents) and
 * the interval go to the server. A preset, and any PayPal recurring gift (whose
 * custom amount is hidden), uses its plan; undefined when that plan is missing,
 * and the page then asks for a plan. Undefined too for a one-off gift.
 */
export function recurringStart(plans: readonly Plan[], d: Pick<Draft, 'rhythm' | 'method' | 'preset' | 'custom'>): RecurringStart | undefined {
  if (d.rhythm === 'once') return undefined
  const cents = amountEuros(d) * 100
  if (d.method !== 'paypal' && customAmountUsed(d)) return { amount: cents, interval: intervals[d.rhythm] }
  const plan = selectPlan(plans, d.rhythm, cents, d.method)
  return plan && { plan }
}
