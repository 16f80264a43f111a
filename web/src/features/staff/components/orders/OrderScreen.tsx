import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'wouter'
import { formatEuros } from '../../../../lib/money'
import { getOrder } from '../../api/getOrder'
import type { OrderDetail, OrderRow, Page } from '../../../../lib/contract.gen'
import { useStaffFormat } from '../../format'
import { useStaffWords } from '../../language'
import { ordersMessages } from './messages'
import { RecordScreen } from '../ui/RecordScreen'
import { Panel } from '../ui/StaffPage'
import { StatusBadge } from '../ui/StatusBadge'
import { cell, Table } from '../ui/Table'
import { OrderActions } from './OrderActions'
import { OrderNotes } from './OrderNotes'
import { PackingSlip } from './PackingSlip'
import { Facts } from '../ui/Facts'
import { Timeline } from '../ui/Timeline'
import { orderLabel } from '../../../../lib/orderNumber'
import { staffKeys } from '../../api/keys'

/** One order: what was bought, by whom, how it was paid, what happened to it, and what can be done now. */
export function OrderScreen() {
  const id = useParams().id ?? ''
  const queryClient = useQueryClient()
  const key = staffKeys.order(id)
  const order = useQuery({ queryKey: key, queryFn: () => getOrder(id) })
  const { order: words } = useStaffWords(ordersMessages)
  const { when } = useStaffFormat()
  return (
    <RecordScreen
      title={words.title(orderLabel(order.data ?? listedOrder(queryClient, id) ?? { id, number: 0 }))}
      back={{ to: '/staff/orders', label: words.all }}
      query={order}
      queryKey={key}
      loading={words.loading}
      summary={(o) => (
        <>
          <StatusBadge status={o.status} test={o.test} />
          <span className="text-sm text-slate-600">{words.placed(when(o.created))}</span>
        </>
      )}
      issue={(o) => (o.paymentIssue ? words.paymentIssue(o.paymentIssue) : '')}
      before={(o) => <PackingSlip order={o} />}
      actions={(o, changed) => <OrderActions order={o} onChange={changed} />}
    >
      {(o) => (
        <>
          <Lines order={o} />
          <div className="grid gap-6 sm:grid-cols-2">
            <Panel title={words.customer}>
              <dl className="space-y-1 text-sm">
                <dt className="sr-only">{words.name}</dt>
                <dd className="font-semibold text-slate-900">{o.name}</dd>
                <dt className="sr-only">{words.email}</dt>
                <dd>
                  <a href={`mailto:${o.email}`} className="text-brand-700 underline">{o.email}</a>
                </dd>
                <dt className="sr-only">{words.phone}</dt>
                <dd>{o.phone}</dd>
                <dt className="sr-only">{words.address}</dt>
                <dd className="whitespace-pre-line">{o.address}</dd>
              </dl>
            </Panel>
            <Panel title={words.payment}>
              <Facts facts={[
                [words.paypalOrder, o.paypalOrderId],
                [words.capture, o.paypalCaptureId],
                [words.paidOn, when(o.paidAt)],
                [words.refunded, o.amountRefunded > 0 ? formatEuros(o.amountRefunded) : ''],
                [words.carrier, o.carrier],
                [words.tracking, o.trackingNumber],
                [words.cancelledBecause, o.cancelReason],
              ]} />
            </Panel>
          </div>
          <OrderNotes orderId={o.id} />
          <Panel title={words.timeline}>
            <Timeline entries={o.timeline} />
          </Panel>
        </>
      )}
    </RecordScreen>
  )
}

function Lines({ order }: { order: OrderDetail }) {
  const { order: words } = useStaffWords(ordersMessages)
  const refunded = order.refundedQuantities ?? []
  const anyRefunded = refunded.some((n) => n > 0)
  return (
    <div>
      <ul aria-label={words.lines} className="divide-y divide-slate-100 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-slate-200 sm:hidden">
        {order.lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-3 py-3 text-sm">
            <span>
              <span className="block font-semibold text-slate-900">
                {line.quantity} × {line.name}
              </span>
              <span className="text-slate-600">{[line.size, line.color].filter(Boolean).join(' · ')} · {words.each(formatEuros(line.unitPrice))}</span>
              {(refunded[i] ?? 0) > 0 && <span className="block font-semibold text-red-800">{words.unitsRefunded(refunded[i] ?? 0)}</span>}
            </span>
            <span className="font-semibold tabular-nums">{formatEuros(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
      <Table caption={words.lines} head={[words.head.product, words.head.size, words.head.colour, words.head.qty, ...(anyRefunded ? [words.head.refunded] : []), words.head.unitPrice, words.head.lineTotal]}>
        {order.lines.map((line, i) => (
          <tr key={i}>
            <td className={`${cell} font-semibold`}>{line.name}</td>
            <td className={cell}>{line.size || '—'}</td>
            <td className={cell}>{line.color || '—'}</td>
            <td className={`${cell} tabular-nums`}>{line.quantity}</td>
            {anyRefunded && <td className={`${cell} tabular-nums`}>{refunded[i] ?? 0}</td>}
            <td className={`${cell} tabular-nums`}>{formatEuros(line.unitPrice)}</td>
            <td className={`${cell} tabular-nums`}>{formatEuros(line.lineTotal)}</td>
          </tr>
        ))}
      </Table>
      </div>
      <dl className="ml-auto mt-3 w-full max-w-xs space-y-1 text-sm">
        <Total label={words.subtotal} value={order.subtotal} />
        <Total label={words.shipping} value={order.shipping} />
        <Total label={words.total} value={order.amountTotal} strong />
      </dl>
    </div>
  )
}

function Total({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? 'border-t border-slate-300 pt-1 text-base font-black' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatEuros(value)}</dd>
    </div>
  )
}

/**
 * The order as the orders list showed it, when it did: its number names the screen from its first
 * render (the title a screen reader hears on arriving), before the order itself is read.
 */
function listedOrder(queryClient: QueryClient, id: string): OrderRow | undefined {
  for (const [, list] of queryClient.getQueriesData<Page<OrderRow>>({ queryKey: staffKeys.orders })) {
    const row = list?.items.find((o) => o.id === id)
    if (row) return row
  }
  return undefined
}
