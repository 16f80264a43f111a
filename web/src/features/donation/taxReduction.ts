import { formatEuros } from '../../lib/money'
import type { Rhythm } from './model'

/** What a gift of `euros` costs after a tax reduction of `rate` %, rounded to the cent (in cents). */
export function costAfterReductionCents(euros: number, rate: number): number {
  return Math.round(euros * (100 - rate))
}

const per: Record<Rhythm, string> = { once: '', weekly: ' per week', monthly: ' per month' }

/**
 * "80 € — 27,20 € after the 66 % tax reduction"; a recurring gift says it per
 * payment ("20 € per month — 6,80 € per month after…"). '' for no amount.
 */
export function costLine(euros: number, rate: number, rhythm: Rhythm): string {
  if (!(euros > 0) || !(rate > 0) || rate > 100) return ''
  const cost = formatEuros(costAfterReductionCents(euros, rate) / 100)
  return `${formatEuros(euros, { cents: false })}${per[rhythm]} — ${cost}${per[rhythm]} after the ${rate}\u00a0% tax reduction`
}
