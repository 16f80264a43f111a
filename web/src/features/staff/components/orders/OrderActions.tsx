import { useState } from 'react'
import { cancelOrder } from '../../api/cancelOrder'
import { refundOrder, type RefundLine } from '../../api/refundOrder'
import { shipOrder } from '../../api/shipOrder'
import { refundPreview } from './refundPreview'
import type { OrderDetail } from '../../../../lib/contract.gen'
import { useStaffAction } from '../../hooks/useStaffAction'
import { useStaffDraft } from '../../hooks/useStaffDraft'
import { ActionField, ActionForm } from '../ui/ActionForm'
import { formatEuros } from '../../../../lib/money'
import { useStaffWords } from '../../language'
import { ordersMessages } from './messages'
import { CarrierField, TrackingField } from './ShippingFields'
import { maxReason } from '../../../../lib/signedInRules.gen'

/** onChange gets the changed order and what to tell the staff member. */
type Props = { order: OrderDetail; onChange: (order: OrderDetail, done: string) => void }

/** The actions an order's state allows; the server refuses the rest anyway. */
export function OrderActions({ order, onChange }: Props) {
  // Money kept on the order (a cancelled order paid anyway included) can go back.
  const refundable = order.payment && order.paypalCaptureId !== '' && order.amountRefunded < order.amountTotal
  return (
    <div className="space-y-4">
      {(order.status === 'paid' || order.status === 'partially_refunded') && <ShipForm order={order} onChange={onChange} />}
      {refundable && <RefundForm order={order} onChange={onChange} />}
      {order.status === 'pending' && <CancelForm order={order} onChange={onChange} />}
    </div>
  )
}

function ShipForm({ order, onChange }: Props) {
  const { ship: words } = useStaffWords(ordersMessages)
  const typed = useStaffDraft(`ship:${order.id}`, { carrier: '', trackingNumber: '' })
  const { carrier, trackingNumber } = typed.draft
  const action = useStaffAction((input: { carrier: string; trackingNumber: string }) => shipOrder(order.id, input), {
    fields: ['carrier', 'trackingNumber'] as const,
    done: words.done,
    onDone: onChange,
    draft: typed,
  })
  return (
    <ActionForm title={words.title} button={words.button} busy={action.busy} error={action.failure?.message} success={action.success}
      onSubmit={() => action.submit({ carrier: carrier.trim(), trackingNumber: trackingNumber.trim() })}>
      <CarrierField id="ship-carrier" value={carrier} onChange={(v) => typed.update({ carrier: v })} error={action.failure?.fields.carrier} />
      <TrackingField id="ship-tracking" value={trackingNumber} onChange={(v) => typed.update({ trackingNumber: v })} error={action.failure?.fields.trackingNumber} />
    </ActionForm>
  )
}

function RefundForm({ order, onChange }: Props) {
  const { refund: words } = useStaffWords(ordersMessages)
  const refunded = order.refundedQuantities ?? []
  const remaining = order.lines.map((line, i) => Math.max(0, line.quantity - (refunded[i] ?? 0)))
  const typed = useStaffDraft(`refund-lines:${order.id}`, {
    reason: '',
    ...Object.fromEntries(order.lines.map((_, i) => [`line${i}`, '0'])),
  } as Record<string, string>)
  const units = order.lines.map((_, i) => Number.parseInt(typed.draft[`line${i}`] ?? '0', 10) || 0)
  const reason = typed.draft.reason ?? ''
  const [localError, setLocalError] = useState('')
  // Money leaves the foundation: the first press asks, the second refunds.
  const [confirming, setConfirming] = useState(false)
  const action = useStaffAction((input: { reason: string; lines: RefundLine[] }) => refundOrder(order.id, input), {
    fields: ['reason', 'lines'] as const,
    done: words.done,
    onDone: (o, done) => {
      typed.reset()
      setConfirming(false)
      onChange(o, done)
    },
  })
  const chosen = units.flatMap((n, line) => (n > 0 ? [{ line, quantity: n }] : []))
  function change(values: Record<string, string>) {
    typed.update(values)
    setConfirming(false)
  }
  function submit() {
    if (confirming) return action.submit({ reason: reason.trim(), lines: chosen })
    if (units.some((n, i) => n < 0 || n > (remaining[i] ?? 0))) return setLocalError(words.tooMany)
    if (chosen.length === 0) return setLocalError(words.noUnits)
    if (!reason.trim()) return setLocalError(words.noReason)
    setLocalError('')
    setConfirming(true)
  }
  const asked = formatEuros(refundPreview(order, units) / 100)
  const all = () => change(Object.fromEntries(remaining.map((n, i) => [`line${i}`, String(n)])))
  return (
    <ActionForm title={words.title} button={confirming ? words.confirm(asked) : words.button} tone="danger" busy={action.busy} error={localError || action.failure?.message} success={action.success} onSubmit={submit}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">{words.units}</legend>
        {order.lines.map((line, i) =>
          (remaining[i] ?? 0) > 0 ? (
            <div key={i} className="flex items-center justify-between gap-3">
              <label htmlFor={`refund-line-${i}`} className="min-w-0 text-sm text-slate-700">
                <span className="block font-semibold text-slate-900">{line.name}</span>
                <span className="block text-xs text-slate-500">
                  {[line.size, line.color].filter(Boolean).join(' · ')} · {words.left(formatEuros(line.unitPrice), remaining[i] ?? 0)}
                </span>
              </label>
              <input
                id={`refund-line-${i}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={remaining[i]}
                value={typed.draft[`line${i}`] ?? '0'}
                onChange={(e) => change({ [`line${i}`]: e.target.value })}
                className="w-16 shrink-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-right text-sm tabular-nums"
              />
            </div>
          ) : null,
        )}
        <button type="button" onClick={all} className="text-sm font-semibold text-brand-700 underline">
          {words.everything}
        </button>
        {action.failure?.fields.lines && <p className="text-sm font-semibold text-red-700">{action.failure.fields.lines}</p>}
      </fieldset>
      <ActionField id="refund-reason" label={words.reason} value={reason} onChange={(e) => change({ reason: e.target.value })} maxLength={maxReason} required
        hint={words.reasonHint} error={action.failure?.fields.reason} />
      {confirming && (
        <p role="status" className="text-sm font-semibold text-red-800">
          {words.confirming(asked)}
        </p>
      )}
    </ActionForm>
  )
}

function CancelForm({ order, onChange }: Props) {
  const { cancel: words } = useStaffWords(ordersMessages)
  const typed = useStaffDraft(`cancel-order:${order.id}`, { reason: '' })
  const { reason } = typed.draft
  const [localError, setLocalError] = useState('')
  // Cancelling cannot be undone: the first press asks, the second cancels.
  const [confirming, setConfirming] = useState(false)
  const action = useStaffAction((why: string) => cancelOrder(order.id, why), {
    fields: ['reason'] as const,
    done: words.done,
    onDone: onChange,
    draft: typed,
  })
  function submit() {
    if (confirming) return action.submit(reason.trim())
    if (!reason.trim()) return setLocalError(words.noReason)
    setLocalError('')
    setConfirming(true)
  }
  return (
    <ActionForm title={words.title} button={confirming ? words.confirm : words.button} tone="danger" busy={action.busy}
      error={action.failure?.message} success={action.success} onSubmit={submit}>
      <ActionField id="cancel-reason" label={words.reason} value={reason} required maxLength={maxReason}
        onChange={(e) => {
          typed.update({ reason: e.target.value })
          setConfirming(false)
        }}
        hint={words.reasonHint} error={localError || action.failure?.fields.reason} />
      {confirming && (
        <p role="status" className="text-sm font-semibold text-red-800">
          {words.confirming}
        </p>
      )}
    </ActionForm>
  )
}
