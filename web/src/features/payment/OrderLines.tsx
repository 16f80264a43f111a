import type { OrderView } from '../../lib/contract.gen'
import { formatEuros } from '../../lib/money'
import { Totals } from '../cart'
import { useMessages } from '../../lib/i18n/useLocale'
import { paymentMessages } from './messages'

/** What the order pays for: each line with its options and price, then the subtotal, shipping and total. */
export function OrderLines({ order }: { order: OrderView }) {
  const words = useMessages(paymentMessages)
  return (
    <div className="border-t border-slate-100 px-6 py-6 sm:px-8">
      <h2 className="text-lg font-extrabold text-slate-900">{words.payingFor}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {order.lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-3">
            <span className="text-slate-700">
              {line.quantity} × {line.name}
              <span className="block text-xs text-slate-500">{[line.size, line.color].filter(Boolean).join(' · ')}</span>
            </span>
            <span className="font-semibold tabular-nums text-slate-900">{formatEuros(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <Totals subtotal={order.subtotal} shipping={order.shipping} total={order.amountTotal} className="mt-4 border-t border-slate-200 pt-4 text-sm" />
    </div>
  )
}
