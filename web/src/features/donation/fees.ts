import type { FeeRule } from '../../lib/contract.gen'

/**
 * What a donor covering the fees adds to a payment of `cents`, by the method's rule from the
 * server (GET /api/receipts/config): internal/settings' FeeRule.Cover, figure for figure. The
 * payment is (amount + fixed) / (1 − part) rounded up to the cent, so the foundation keeps the
 * amount chosen once the provider takes its fee. The server charges its own figure; this one is shown.
 */
export function coverFee(cents: number, rule: FeeRule): number {
  if (rule.basisPoints <= 0 && rule.fixedCents <= 0) return 0
  const whole = 10_000
  const total = Math.ceil(((cents + rule.fixedCents) * whole) / (whole - rule.basisPoints))
  return total - cents
}
