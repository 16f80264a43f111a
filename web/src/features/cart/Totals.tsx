import { formatEuros } from '../../lib/money'
import type { Cart } from './cart'

/** Subtotal, Shipping Fee (10%) and Total of a cart, for display: the server prices the order. */
export function Totals({ cart, className = '' }: { cart: Cart; className?: string }) {
  return (
    <dl className={`space-y-3 text-slate-700 ${className}`}>
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="font-semibold tabular-nums">{formatEuros(cart.total)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping Fee</dt>
        <dd className="font-semibold tabular-nums">{formatEuros(cart.tax)}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-3 text-lg font-extrabold text-slate-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatEuros(cart.totalWithTax)}</dd>
      </div>
    </dl>
  )
}
