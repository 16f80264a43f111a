import type { OrderDetail } from '../../../../lib/contract.gen'

/**
 * The refund a staff member asks for, as the server will price it: the units at the order's
 * prices with their 10% of shipping, everything left once no unit is left. A preview for the
 * confirmation only: the server decides the amount.
 */
export function refundPreview(order: OrderDetail, units: number[]): number {
  const refunded = order.refundedQuantities ?? []
  let value = 0
  let unitsLeft = 0
  order.lines.forEach((line, i) => {
    const n = units[i] ?? 0
    value += Math.round(line.unitPrice * 100) * n
    unitsLeft += line.quantity - (refunded[i] ?? 0) - n
  })
  const left = Math.round((order.amountTotal - order.amountRefunded) * 100)
  const amount = value + Math.round(value / 10)
  return unitsLeft === 0 || amount > left ? left : amount
}
