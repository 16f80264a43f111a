import { useMessages } from '../../lib/i18n/useLocale'
import { formatEuros } from '../../lib/money'
import { cartMessages } from './messages'

/** Subtotal, Shipping Fee (10%) and Total of a cart or an order (euros): the server prices the order. */
export function Totals({ subtotal, shipping, total, className = '' }: { subtotal: number; shipping: number; total: number; className?: string }) {
  const words = useMessages(cartMessages).totals
  return (
    <dl className={`space-y-3 text-slate-700 ${className}`}>
      <div className="flex justify-between">
        <dt>{words.subtotal}</dt>
        <dd className="font-semibold tabular-nums">{formatEuros(subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{words.shipping}</dt>
        <dd className="font-semibold tabular-nums">{formatEuros(shipping)}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-3 text-lg font-extrabold text-slate-900">
        <dt>{words.total}</dt>
        <dd className="tabular-nums">{formatEuros(total)}</dd>
      </div>
    </dl>
  )
}
